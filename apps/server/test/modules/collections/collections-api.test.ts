import { DEMO_ORDER_IDS } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { OPS_ENV } from '../../helpers/loan.ts';
import { auditRecords, operatorOf, opsRequest, type SignedIn } from '../../helpers/operators.ts';

const HOUR_MS = 3_600_000;
const CALL = {
  channel: 'call',
  party: 'borrower',
  contactName: 'Juan Dela Cruz',
  outcome: 'promise-to-pay',
  note: 'Will pay on payday',
  promiseDate: '2026-03-10',
  promiseAmount: 150_000,
};

describe('collections: the worklist and the contact log', () => {
  const t = useTestApp({ env: OPS_ENV });
  const overdue = DEMO_ORDER_IDS.overdue;
  const contact = (me: SignedIn, body: unknown, orderId: string = overdue) =>
    opsRequest(t.app, {
      method: 'POST',
      url: `/collections/${orderId}/contacts`,
      body,
      cookie: me.cookie,
      csrf: me.csrf,
    });

  it('lists the overdue order in its bucket with what it owes', async () => {
    const me = await operatorOf(t.app, t.clock, 'collector');
    const days = (
      await opsRequest(t.app, { method: 'GET', url: `/collections/${overdue}`, cookie: me.cookie })
    ).body.data.daysPastDue as number;
    expect(days).toBeGreaterThanOrEqual(1);
    const bucket = days <= 30 ? '1-30' : days <= 90 ? '31-90' : '91+';
    const list = await opsRequest(t.app, {
      method: 'GET',
      url: `/collections?bucket=${encodeURIComponent(bucket)}`,
      cookie: me.cookie,
    });
    expect(list.statusCode).toBe(200);
    const item = list.body.data.items.find((i: { orderId: string }) => i.orderId === overdue);
    expect(item).toMatchObject({ status: 180, daysPastDue: days, lastContact: null });
    expect(item.outstanding).toBeGreaterThan(0);
    for (const other of ['1-30', '31-90', '91+'].filter((b) => b !== bucket)) {
      const { body } = await opsRequest(t.app, {
        method: 'GET',
        url: `/collections?bucket=${encodeURIComponent(other)}`,
        cookie: me.cookie,
      });
      expect(body.data.items.map((i: { orderId: string }) => i.orderId)).not.toContain(overdue);
    }
  });

  it('refuses a call at 23:00 Philippine time with the reason, keeps one at 10:00', async () => {
    const me = await operatorOf(t.app, t.clock, 'collector');
    const days = (
      await opsRequest(t.app, { method: 'GET', url: `/collections/${overdue}`, cookie: me.cookie })
    ).body.data.daysPastDue as number;
    // The demo order is a few days late: the hours bind it (more than 15 would waive them).
    expect(days).toBeLessThanOrEqual(15);
    const now = t.clock.now().getTime();
    const phHour = new Date(now + 8 * HOUR_MS).getUTCHours();
    t.clock.advance(((23 - phHour + 24) % 24) * HOUR_MS);
    const late = await contact(await operatorOf(t.app, t.clock, 'collector'), CALL);
    expect(late.statusCode).toBe(422);
    expect(late.body.message).toMatch(/SEC MC 18 s\.2019: no contact before 06:00 or after 22:00/);
    const refusedLine = (await auditRecords(t.db)).at(-1);
    expect(refusedLine).toMatchObject({
      action: 'POST /api/ops/collections/:orderId/contacts',
      outcome: 'failed',
      reason: late.body.message,
    });

    t.clock.advance(11 * HOUR_MS);
    const fresh = await operatorOf(t.app, t.clock, 'collector');
    const kept = await contact(fresh, CALL);
    expect(kept.statusCode).toBe(200);
    expect(kept.body.data).toMatchObject({
      orderId: overdue,
      party: 'borrower',
      promiseDate: '2026-03-10',
      promiseAmount: 150_000,
      actor: `ops:${fresh.email}`,
    });
    const log = await opsRequest(t.app, {
      method: 'GET',
      url: `/collections/${overdue}`,
      cookie: fresh.cookie,
    });
    expect(log.body.data.contacts[0]).toEqual(kept.body.data);
    expect((await auditRecords(t.db)).at(-2)).toMatchObject({
      actor: `operator:${fresh.email}`,
      outcome: 'done',
      target: `orderId=${overdue}`,
    });
  });

  it('refuses a contact with anyone but the borrower, a guarantor or immediate family', async () => {
    const me = await operatorOf(t.app, t.clock, 'collector');
    const answer = await contact(me, { ...CALL, party: 'reference' });
    expect(answer.statusCode).toBe(422);
    expect(answer.body.message).toContain('not a reference');
  });

  it('refuses a promise without its date and amount, and an order not overdue', async () => {
    const me = await operatorOf(t.app, t.clock, 'admin');
    const bad = await contact(me, { ...CALL, promiseAmount: undefined });
    expect(bad.statusCode).toBe(400);
    const notLate = await contact(me, CALL, DEMO_ORDER_IDS.underReview);
    expect(notLate.statusCode).toBe(409);
  });

  it('lets the borrower consent to contact outside the hours', async () => {
    const me = await operatorOf(t.app, t.clock, 'collector');
    const consent = await opsRequest(t.app, {
      method: 'POST',
      url: `/collections/${overdue}/consent`,
      body: { note: 'Asked on the 10:00 call to be called after work' },
      cookie: me.cookie,
      csrf: me.csrf,
    });
    expect(consent.body.data.consentedToOffHours).toBe(true);
    const phHour = new Date(t.clock.now().getTime() + 8 * HOUR_MS).getUTCHours();
    t.clock.advance(((23 - phHour + 24) % 24) * HOUR_MS);
    const again = await operatorOf(t.app, t.clock, 'collector');
    expect((await contact(again, { ...CALL, outcome: 'no-answer' })).statusCode).toBe(200);
  });

  it('shows the dashboard with the overdue order in its bucket', async () => {
    const me = await operatorOf(t.app, t.clock, 'approver');
    const { body } = await opsRequest(t.app, {
      method: 'GET',
      url: '/dashboard',
      cookie: me.cookie,
    });
    const total = Object.values(body.data.overdue as Record<string, number>).reduce(
      (a, b) => a + b,
    );
    expect(total).toBeGreaterThanOrEqual(1);
    expect(body.data.complaints).toBeNull();
    const support = await operatorOf(t.app, t.clock, 'support');
    const withComplaints = await opsRequest(t.app, {
      method: 'GET',
      url: '/dashboard',
      cookie: support.cookie,
    });
    expect(withComplaints.body.data.complaints).toEqual(
      expect.objectContaining({ open: expect.any(Number) }),
    );
  });
});
