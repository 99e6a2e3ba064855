import fp from 'fastify-plugin';
import { carryOutErasures } from '../../modules/data-rights/erasure-job.service.ts';

// Requests wait years for their retention period: a daily run is on time to the day, and each
// run is cheap (the open requests, few, and their borrowers' loans).
const ERASURE_CRON = '15 2 * * *';

/** Carries out the borrowers' erasure requests that are due, once a day across all processes. */
export default fp(
  async (app) => {
    app.jobs.schedule({
      name: 'data-erasure',
      cron: ERASURE_CRON,
      run: async (signal) => {
        const result = await carryOutErasures(app, signal);
        if (result.completed > 0) app.log.info(result, 'erasure requests carried out');
      },
    });
  },
  { name: 'data-erasure', dependencies: ['config', 'clock', 'db', 'uploads', 'jobs'] },
);
