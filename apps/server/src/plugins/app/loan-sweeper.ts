import fp from 'fastify-plugin';
import { sweepOrders } from '../../modules/order/order-sweep.service.ts';

const SWEEP_CRON = '*/10 * * * *';

/**
 * Applies the clock to the orders it moves today, once per interval across all server processes,
 * so late decisions and due/overdue statuses happen even when nobody opens the order (reads and
 * the operators' tick do it too).
 */
export default fp(
  async (app) => {
    app.jobs.schedule({
      name: 'order-sweep',
      cron: SWEEP_CRON,
      run: async (signal) => {
        const result = await sweepOrders(app, { signal });
        if (result.changes.length > 0) {
          app.log.info({ checked: result.checked, changes: result.changes.length }, 'orders swept');
        }
      },
    });
  },
  { name: 'loan-sweeper', dependencies: ['config', 'clock', 'db', 'jobs'] },
);
