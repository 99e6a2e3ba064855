import { DEMO_ORDER_IDS, endpoints, OFF_HOURS_CONSENT_WORDS } from '@loan/contract';
import type { Role } from '@loan/contract/ops';
import { describe, expect, it } from 'vitest';
import { call, logIn } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { logInDemoBorrower, OPS_ENV } from '../../helpers/loan.ts';
import { auditRecords, operatorOf, opsRequest, type SignedIn } from '../../helpers/operators.ts';
import type { TestClock } from '../../helpers/test-clock.ts';

const DAY_S = 86_400;
const CALL = {
  channel: 'call',
  partyId: 'borrower',
  outcome: 'promise-to-pay',
  note: 'Will pay on payday',
  promiseDate: '2026-03-10',
  promiseAmount: 150_000,
};
const GUARANTOR = {
  kind: 'guarantor',
  name: 'Maria Santos',
  phone: '0917 555 0101',
  relation: 'sister',
  borrowerConsent: 'Named by the borrower on the 10:00 call, agreed to be recorded',
};

/** Moves the clock forward to the next moment the Philippine clock reads `time` (HH:MM:SS). */
function advanceToPh(clock: TestClock, time: string) {
  const [h, m, s] = time.split(':').map(Number) as [number, number, number];
  const now = clock.now().getTime();
  const phSeconds = Math.floor(now / 1000) + 8 * 3600;
  const wanted = h * 3600 + m * 60 + s;
  const ahead = (((wanted - (phSeconds % DAY_S)) % DAY_S) + DAY_S) % DAY_S;
  clock.advance(ahead * 1000 - (now % 1000));
}

/** An operator signed in at the next moment the Philippine clock reads `time` (sign-in takes 30 s). */
async function signedInAtOf(
  app: Parameters<typeof operatorOf>[0],
  clock: TestClock,
  role: Role,
  time: string,
) {
  advanceToPh(clock, time);
  clock.advanceSeconds(-30);
  return operatorOf(app, clock, role);
}

describe('collections: parties on the loan, the hours and the borrower’s own consent', () => {
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
  const signedInAt = (role: Role, time: string) => signedInAtOf(t.app, t.clock, role, time);
  const post = (me: SignedIn, url: string, body: unknown) =>
    opsRequest(t.app, { method: 'POST', url, body, cookie: me.cookie, csrf: me.csrf });
  const get = (me: SignedIn, url: string) =>
    opsRequest(t.app, { method: 'GET', url, cookie: me.cookie });
  const worklistItem = async (me: SignedIn) => {
    const days = (await get(me, `/collections/${overdue}`)).body.data.daysPastDue as number;
    const bucket = days <= 30 ? '1-30' : days <= 90 ? '31-90' : '91+';
    const list = (await get(me, `/collections?bucket=${bucket}`)).body.data;
    return { list, item: list.items.find((i: { orderId: string }) => i.orderId === overdue) };
  };

  it('records a guarantor with a valid mobile and the borrower’s consent; refuses family by default', async () => {
    const me = await signedInAt('collector', '10:00:00');
    const badPhone = await post(me, `/collections/${overdue}/parties`, {
      ...GUARANTOR,
      phone: '12345',
    });
    expect(badPhone.statusCode).toBe(400);
    const added = await post(me, `/collections/${overdue}/parties`, GUARANTOR);
    expect(added.statusCode).toBe(200);
    expect(added.body.data).toMatchObject({ orderId: overdue, kind: 'guarantor' });
    const family = await post(me, `/collections/${overdue}/parties`, {
      ...GUARANTOR,
      kind: 'immediate-family',
    });
    expect(family.statusCode).toBe(422);
    expect(family.body.message).toMatch(/s\.1\(h\).*guarantors and co-makers/);

    const log = (await get(me, `/collections/${overdue}`)).body.data;
    expect(log.parties).toEqual([
      expect.objectContaining({
        id: added.body.data.id,
        kind: 'guarantor',
        name: 'Maria Santos',
        phone: '09175550101',
        borrowerConsent: GUARANTOR.borrowerConsent,
        addedBy: `ops:${me.email}`,
      }),
    ]);
    expect(log.phClock).toBe('10:00:00');
    expect(log.contactNow.map((p: { party: string }) => p.party)).toEqual([
      'borrower',
      'guarantor',
    ]);

    const kept = await contact(me, { ...CALL, partyId: added.body.data.id, outcome: 'reached' });
    expect(kept.statusCode).toBe(200);
    expect(kept.body.data).toMatchObject({ party: 'guarantor', partyId: added.body.data.id });
    expect(JSON.stringify(kept.body.data)).not.toContain('Maria');
    const logged = (await get(me, `/collections/${overdue}`)).body.data.contacts[0];
    expect(logged).toMatchObject({ id: kept.body.data.id, contactName: 'Maria Santos' });
  });

  it('refuses a contact with anyone not recorded on the loan, audited', async () => {
    const me = await signedInAt('collector', '11:00:00');
    for (const partyId of ['00000000-0000-4000-8000-000000000000', 'reference', 'neighbour']) {
      const answer = await contact(me, { ...CALL, partyId });
      expect(answer.statusCode).toBe(422);
      expect(answer.body.message).toMatch(
        /not recorded on order .*only the borrower and the guarantors and co-makers/,
      );
      expect((await auditRecords(t.db)).at(-1)).toMatchObject({
        action: 'POST /api/ops/collections/:orderId/contacts',
        outcome: 'failed',
        reason: answer.body.message,
      });
    }
  });

  it('says who may be called now, to the second: 05:59:59 refused, 06:00:00 allowed', async () => {
    const me = await signedInAt('collector', '05:59:59');
    const { list, item } = await worklistItem(me);
    // The demo order is a few days late: the hours bind it (more than 15 would lift them).
    expect(item.daysPastDue).toBeLessThanOrEqual(15);
    expect(list.phClock).toBe('05:59:59');
    expect(item.contactNow).toEqual([
      expect.objectContaining({ party: 'borrower', allowed: false, reason: 'outside-hours' }),
      expect.objectContaining({ party: 'guarantor', allowed: false, reason: 'outside-hours' }),
    ]);
    expect(item.contactNow[0].why).toMatch(/it is 05:59:59 PHT.*has not consented/);

    const early = await contact(me, CALL);
    expect(early.statusCode).toBe(422);
    expect(early.body.message).toMatch(/no contact before 06:00:00 or after 22:00:00/);
    expect((await auditRecords(t.db)).at(-1)).toMatchObject({
      outcome: 'failed',
      reason: early.body.message,
    });

    // The collector cannot record the consent the borrower did not give.
    const consent = await post(me, `/collections/${overdue}/consent`, {
      note: 'Borrower said to call any time',
    });
    expect(consent.statusCode).toBe(403);
    expect(consent.body.message).toMatch(/borrower's own act in the app/);
    expect((await auditRecords(t.db)).at(-1)).toMatchObject({
      action: 'POST /api/ops/collections/:orderId/consent',
      outcome: 'failed',
    });
    expect((await contact(me, CALL)).statusCode).toBe(422);

    t.clock.advanceSeconds(1);
    const open = await worklistItem(me);
    expect(open.list.phClock).toBe('06:00:00');
    expect(open.item.contactNow[0]).toMatchObject({ allowed: true, basis: 'within-hours' });
    expect((await contact(me, CALL)).statusCode).toBe(200);
  });

  it('lets the borrower grant consent in the app, shown to the collector, and withdraw it', async () => {
    const me = await signedInAt('collector', '05:30:00');
    const borrower = await logInDemoBorrower(t.app);
    const stranger = await logIn(t.app, '09171110027');
    const read = await call(
      t.app,
      endpoints.offHoursConsent,
      { orderId: overdue, language: 'fil' },
      { sessionid: borrower },
    );
    expect(read.body.data).toMatchObject({
      words: OFF_HOURS_CONSENT_WORDS.fil,
      granted: null,
      mayGrant: true,
    });
    const theirs = await call(
      t.app,
      endpoints.grantOffHoursConsent,
      { orderId: overdue, language: 'en' },
      { sessionid: stranger },
    );
    expect(theirs.body.code).not.toBe(0);

    const grantedAt = t.clock.now().toISOString();
    const granted = await call(
      t.app,
      endpoints.grantOffHoursConsent,
      { orderId: overdue, language: 'fil' },
      { sessionid: borrower },
    );
    expect(granted.body.data?.granted).toEqual({
      grantedAt,
      words: OFF_HOURS_CONSENT_WORDS.fil,
      language: 'fil',
    });
    const log = (await get(me, `/collections/${overdue}`)).body.data;
    expect(log.offHoursConsent).toEqual({
      grantedAt,
      words: OFF_HOURS_CONSENT_WORDS.fil,
      language: 'fil',
    });
    expect(log.contactNow).toEqual([
      expect.objectContaining({ party: 'borrower', allowed: true, basis: 'borrower-consent' }),
      expect.objectContaining({ party: 'guarantor', allowed: false, reason: 'outside-hours' }),
    ]);
    expect((await contact(me, { ...CALL, outcome: 'no-answer' })).statusCode).toBe(200);

    const withdrawn = await call(
      t.app,
      endpoints.withdrawOffHoursConsent,
      { orderId: overdue, language: 'en' },
      { sessionid: borrower },
    );
    expect(withdrawn.body.data).toMatchObject({ granted: null, words: OFF_HOURS_CONSENT_WORDS.en });
    expect((await get(me, `/collections/${overdue}`)).body.data.offHoursConsent).toBeNull();
    expect((await contact(me, CALL)).statusCode).toBe(422);
  });

  it('refuses a promise without its date and amount, and an order not overdue', async () => {
    const me = await signedInAt('admin', '10:00:00');
    const bad = await contact(me, { ...CALL, promiseAmount: undefined });
    expect(bad.statusCode).toBe(400);
    const notLate = await contact(me, CALL, DEMO_ORDER_IDS.underReview);
    expect(notLate.statusCode).toBe(409);
  });

  it('shows the dashboard with the overdue order in its bucket', async () => {
    const me = await operatorOf(t.app, t.clock, 'approver');
    const { body } = await get(me, '/dashboard');
    const total = Object.values(body.data.overdue as Record<string, number>).reduce(
      (a, b) => a + b,
    );
    expect(total).toBeGreaterThanOrEqual(1);
    expect(body.data.complaints).toBeNull();
    const support = await operatorOf(t.app, t.clock, 'support');
    const withComplaints = await get(support, '/dashboard');
    expect(withComplaints.body.data.complaints).toEqual(
      expect.objectContaining({ open: expect.any(Number) }),
    );
  });
});
