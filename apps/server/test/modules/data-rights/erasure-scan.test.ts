import { endpoints, ORDER_STATUS } from '@loan/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/database.ts';
import { carryOutErasures } from '../../../src/modules/data-rights/erasure-job.service.ts';
import { call, logIn } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { OPS_ENV, ops, pushOk } from '../../helpers/loan.ts';
import { operatorOf, opsRequest } from '../../helpers/operators.ts';
import { runCli } from '../../helpers/ops-cli.ts';
import { bindGcash } from '../../helpers/payout.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const PHONE = '09175550123';
// What the scan looks for: the national number (in every written form of the phone), the name
// of the person a collector reached, and words only the complaint, its reply and the notes hold.
const PERSONAL = [
  '9175550123',
  '9175550199',
  'Perpetua',
  'Quisumbing',
  'Zamboangueño',
  'kalamansi',
  'Bulacan',
];

/** Every row of every table of the database as text, each with the table it is in. */
async function everyRowAsText(db: Db): Promise<{ table: string; row: string }[]> {
  const { rows: tables } = await sql<{ name: string }>`
    select quote_ident(schemaname) || '.' || quote_ident(tablename) as name
    from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`.execute(db);
  const found: { table: string; row: string }[] = [];
  for (const { name } of tables) {
    const { rows } = await sql<{
      row: string;
    }>`select t::text as row from ${sql.raw(name)} t`.execute(db);
    for (const { row } of rows) found.push({ table: name, row });
  }
  return found;
}

describe('erasure leaves no personal data behind, the audit trail included', () => {
  const t = useTestApp({ env: { ...OPS_ENV, ERASURE_RETENTION_DAYS: '0' } });

  it('finds none of the borrower phone, names or complaint words anywhere after erasure', async () => {
    const sessionid = await logIn(t.app, PHONE);
    await bindGcash(t.app, sessionid, PHONE);
    const orderId = await pushOk(t.app, sessionid);
    await ops(t.app, 'POST', `/orders/${orderId}/approve`);
    await call(t.app, endpoints.loanWithdraw, { orderId }, { sessionid });
    await ops(t.app, 'POST', `/orders/${orderId}/disburse`);

    const filed = await t.app.inject({
      method: 'POST',
      url: endpoints.problemSave.path,
      query: { sessionid },
      payload: {
        problemType: 2,
        problemDetail: `Zamboangueño here, my kalamansi stall money is late, call ${PHONE}`,
        orderNo: orderId,
      },
    });
    const { problemId } = filed.json().data;
    const support = await operatorOf(t.app, t.clock, 'support');
    const replied = await opsRequest(t.app, {
      method: 'POST',
      url: `/complaints/${problemId}/reply`,
      body: { text: 'Dear Zamboangueño, your kalamansi money is on its way.' },
      cookie: support.cookie,
      csrf: support.csrf,
    });
    expect(replied.statusCode).toBe(200);

    // Overdue, at 10:00 Philippine time: a collector records the borrower's sister as guarantor
    // and reaches her.
    t.clock.advance(95 * DAY_MS);
    const phHour = new Date(t.clock.now().getTime() + 8 * HOUR_MS).getUTCHours();
    t.clock.advance(((10 - phHour + 24) % 24) * HOUR_MS);
    const collector = await operatorOf(t.app, t.clock, 'collector');
    const asCollector = (url: string, body: object) =>
      opsRequest(t.app, {
        method: 'POST',
        url,
        body,
        cookie: collector.cookie,
        csrf: collector.csrf,
      });
    const sister = await asCollector(`/collections/${orderId}/parties`, {
      kind: 'guarantor',
      name: 'Perpetua Quisumbing',
      phone: '0917 555 0199',
      relation: 'sister',
      borrowerConsent: 'Named by the borrower on the call, agreed to be recorded',
    });
    expect(sister.statusCode).toBe(200);
    const contacted = await asCollector(`/collections/${orderId}/contacts`, {
      channel: 'call',
      partyId: sister.body.data.id,
      outcome: 'reached',
      note: 'Moved to Bulacan, pays Friday',
    });
    expect(contacted.statusCode).toBe(200);
    expect((await ops(t.app, 'POST', `/users/${PHONE}/revoke-sessions`)).statusCode).toBe(200);
    expect((await ops(t.app, 'GET', `/orders?phone=${PHONE}`)).statusCode).toBe(200);

    const owed = (await ops(t.app, 'GET', `/orders/${orderId}/ledger`)).body.data.balances
      .totalOwed as number;
    const paid = await ops(t.app, 'POST', `/orders/${orderId}/payments`, {
      body: { amount: owed, reference: 'SCAN-1', kind: 'instalment' },
    });
    expect(paid.body.data.outstandingAfter).toBe(0);
    expect((await ops(t.app, 'GET', `/orders/${orderId}`)).body.data.status).toBe(
      ORDER_STATUS.settled,
    );

    // Before erasure the scan finds the borrower (the test can fail): the phone, the name, words.
    const before = (await everyRowAsText(t.db)).map(({ row }) => row).join('\n');
    for (const word of PERSONAL) expect(before).toContain(word);

    const again = await logIn(t.app, PHONE);
    const asked = await call(t.app, endpoints.requestErasure, {}, { sessionid: again });
    expect(asked.body.data?.status).toBe('received');
    t.clock.advance(DAY_MS);
    expect((await carryOutErasures(t.app)).completed).toBe(1);

    const rows = await everyRowAsText(t.db);
    const left = rows.flatMap(({ table, row }) =>
      PERSONAL.filter((word) => row.includes(word)).map((word) => `${table}: ${word}: ${row}`),
    );
    expect(left).toEqual([]);
    // The trail still says what was done to which order and borrower, by id, and verifies.
    const trail = rows
      .filter(({ table }) => table === 'public.audit_records')
      .map(({ row }) => row);
    expect(trail.some((row) => row.includes(`orderId=${orderId}`))).toBe(true);
    const { rows: users } = await sql<{ id: string }>`
      select id::text from users where phone like 'erased:%'`.execute(t.db);
    expect(trail.some((row) => row.includes(`userId=${users[0]!.id}`))).toBe(true);
    expect((await runCli(t.app, ['audit', 'verify'])).code).toBe(0);
  });
});
