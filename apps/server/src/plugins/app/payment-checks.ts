import fp from 'fastify-plugin';
import { phDate } from '../../lib/ph-date.ts';
import { checkOpenPayments } from '../../modules/payments/payment-status-check.service.ts';
import {
  pruneReconciliations,
  runReconciliation,
} from '../../modules/payments/reconciliation-runs.service.ts';

const CHECK_EVERY_MS = 5 * 60_000;
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
      log: app.log,
    });
    app.jobs.schedule({
      name: 'payment-status-check',
      everyMs: CHECK_EVERY_MS,
      run: async () => {
        const result = await checkOpenPayments(deps());
        if (result.payCodes + result.payouts > 0) app.log.info(result, 'payment statuses applied');
      },
    });
    app.jobs.schedule({
      name: 'payments-reconcile',
      everyMs: DAY_MS,
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
