import { describe, expect, it } from 'vitest';
import { phDate } from '../../../src/lib/ph-date.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { OPS_ENV, ops } from '../../helpers/loan.ts';

describe('order search by the day applied', () => {
  const t = useTestApp({ env: OPS_ENV });
  const ids = async (query: string) =>
    (await ops(t.app, 'GET', `/orders?limit=500${query}`)).body.data.orders.map(
      (o: { orderId: string; appliedAt: string }) => [o.orderId, phDate(new Date(o.appliedAt))],
    ) as [string, string][];

  it('keeps the orders applied from one Philippine day to another, both included', async () => {
    const all = await ids('');
    const today = phDate(t.clock.now());
    const ofToday = all.filter(([, day]) => day === today);
    expect(ofToday.length).toBeGreaterThanOrEqual(1);
    expect(await ids(`&from=${today}&to=${today}`)).toEqual(ofToday);
    const days = [...new Set(all.map(([, day]) => day))].sort();
    const [first, second] = days;
    expect(await ids(`&to=${first}`)).toEqual(all.filter(([, day]) => day === first));
    expect(await ids(`&from=${second}`)).toEqual(all.filter(([, day]) => day >= second!));
    expect(await ids(`&from=${today}&to=${first}`)).toEqual([]);
  });

  it('pages through a day range with the next cursor', async () => {
    const from = '2000-01-01';
    const all = await ids(`&from=${from}`);
    const seen: string[] = [];
    let after = '';
    for (;;) {
      const { body } = await ops(t.app, 'GET', `/orders?limit=2&from=${from}${after}`);
      seen.push(...body.data.orders.map((o: { orderId: string }) => o.orderId));
      if (!body.data.next) break;
      after = `&after=${body.data.next}`;
    }
    expect(seen).toEqual(all.map(([id]) => id));
  });

  it('refuses a date that is not one', async () => {
    const bad = await ops(t.app, 'GET', '/orders?from=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toContain('must be a date like 2026-01-31');
  });
});
