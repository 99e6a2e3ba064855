import { addDays } from '@loan/loan-engine';
import { describe, expect, it } from 'vitest';
import { phDate } from '../../../src/lib/ph-date.ts';
import { insertReconciliation } from '../../../src/modules/payments/reconciliation.repository.ts';
import { pruneReconciliations } from '../../../src/modules/payments/reconciliation-runs.service.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { OPS_ENV } from '../../helpers/loan.ts';

describe('kept reconciliation runs past their retention', () => {
  const t = useTestApp({ env: OPS_ENV });
  const days = async () =>
    (await t.db.selectFrom('payment_reconciliations').select('date').orderBy('date').execute()).map(
      (row) => row.date,
    );

  it('are kept by default, and deleted by the day compared once a retention is set', async () => {
    const today = phDate(t.clock.now());
    const kept = [-400, -31, -30, -1].map((n) => addDays(today, n));
    for (const date of kept) {
      await insertReconciliation(t.db, {
        date,
        provider: 'sandbox',
        matched: 1,
        exceptions: 0,
        report: JSON.stringify({ date }),
        run_by: 'system:scheduler',
        run_at: t.clock.now(),
      });
    }
    expect(t.app.config.reconciliationRetentionDays).toBe(0);
    expect(await pruneReconciliations(t.app)).toBe(0);
    expect(await days()).toEqual(kept);

    const deps = { db: t.db, clock: t.clock, config: { reconciliationRetentionDays: 30 } };
    expect(await pruneReconciliations(deps)).toBe(2);
    expect(await days()).toEqual(kept.slice(2));
    expect(await pruneReconciliations(deps)).toBe(0);
  });
});
