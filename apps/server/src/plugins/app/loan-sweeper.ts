import fp from 'fastify-plugin';
import { sweepOrders } from '../../modules/loan/order-sweep.service.ts';

const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Applies the clock to every order now and then, so late decisions and due/overdue statuses
 * happen even when nobody opens the order (reads and the operators' tick do it too). Off in
 * tests, which move their own clock and tick explicitly.
 */
export default fp(
  async (app) => {
    if (app.config.nodeEnv === 'test') return;
    let running: Promise<unknown> | undefined;
    const sweep = () => {
      if (running) return;
      running = sweepOrders(app)
        .then((result) => {
          if (result.changes.length > 0)
            app.log.info({ changes: result.changes.length }, 'orders swept');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'order sweep failed'))
        .finally(() => {
          running = undefined;
        });
    };
    const timer = setInterval(sweep, SWEEP_EVERY_MS);
    timer.unref();
    app.addHook('onReady', async () => sweep());
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'loan-sweeper', dependencies: ['config', 'clock', 'db'] },
);
