import fp from 'fastify-plugin';
import { phDate } from '../../lib/ph-date.ts';
import { checkOpenPayments } from '../../modules/payments/payment-status-check.service.ts';
import {
  pruneReconciliations,
  runReconciliation,
} from '../../modules/payments/reconciliation-runs.service.ts';

const CHECK_CRON = '*/5 * * * *';
// Just after midnight Philippine time: the previous day is complete at the gateway.
const RECONCILE_CRON = '30 0 * * *';
const DAY_MS = 86_400_000;

/**
 * Two scheduled jobs (decision 0026's claim table): the status check of pay codes and payouts
 * whose webhook is missing, and the daily reconciliation of the previous Philippine day (and the
 * deletion of kept runs past their retention).
 */
export default fp(
  async (app) => {
    const deps = () => ({
      db: app.db,
      clock: app.clock,
      config: app.config,
      payments: app.payments,
      sms: app.sms,
      jobs: app.jobs,
      log: app.log,
    });
    app.jobs.schedule({
      name: 'payment-status-check',
      cron: CHECK_CRON,
      run: async () => {
        const result = await checkOpenPayments(deps());
        if (result.payCodes + result.payouts > 0) app.log.info(result, 'payment statuses applied');
      },
    });
    app.jobs.schedule({
      name: 'payments-reconcile',
      cron: RECONCILE_CRON,
      run: async () => {
        const yesterday = phDate(new Date(app.clock.now().getTime() - DAY_MS));
        const report = await runReconciliation(deps(), yesterday, 'system:scheduler');
        // A settlement booked now is not an exception any more, but still worth a warning.
        const problems = report.exceptions + report.missingOnOurSide.filter((m) => m.booked).length;
        const log = { date: report.date, ...report.gateway, problems };
        if (problems > 0)
          app.log.warn({ ...log, report }, 'payments reconciliation found differences');
        else app.log.info(log, 'payments reconciled');
        const pruned = await pruneReconciliations(deps());
        if (pruned > 0)
          app.log.info({ pruned }, 'reconciliation runs past their retention deleted');
      },
    });
  },
  { name: 'payment-checks', dependencies: ['config', 'clock', 'db', 'jobs', 'payments', 'sms'] },
);
