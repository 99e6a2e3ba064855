import fp from 'fastify-plugin';
import { readClockOffsetMs } from '../../modules/ops/clock-offset.repository.ts';

/**
 * Applies the operators' stored clock offset at start (outside production only: production
 * always runs on real time, whatever a copied database holds).
 */
export default fp(
  async (app) => {
    if (app.config.isProduction) return;
    app.clock.setOffsetMs(await readClockOffsetMs(app.db));
  },
  { name: 'clock-offset', dependencies: ['config', 'clock', 'db'] },
);
