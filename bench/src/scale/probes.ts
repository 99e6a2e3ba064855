import { DEMO_PRODUCT_ID, endpoints } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { sha256Hex } from '../../../apps/server/src/lib/hash.ts';

/** A request the bench measures: an operator's list or a borrower's read. */
export interface Probe {
  name: string;
  kind: 'operator' | 'borrower';
  send: (app: FastifyInstance) => Promise<{ statusCode: number; body: string }>;
}

/**
 * The requests measured at each size: operators' lists and searches (decision 0048) on the
 * generated rows, and a borrower's reads of an overdue loan.
 */
export async function probesFor(
  app: FastifyInstance,
  admin: pg.PoolClient,
  opsToken: string,
): Promise<Probe[]> {
  const ops = (path: string) => () =>
    app.inject({
      method: 'GET',
      url: `/api/ops${path}`,
      headers: { authorization: `Bearer ${opsToken}` },
    });
  const page = async (path: string, pages: number) => {
    let after = '';
    for (let i = 0; i < pages; i += 1) {
      const body = (await ops(`${path}${after}`)()).json();
      if (!body.data.next) break;
      after = `&after=${body.data.next}`;
    }
    return `${path}${after}`;
  };
  const laterOrders = await page('/orders?limit=50', 20);
  const laterComplaints = await page('/complaints?limit=50', 20);
  // A borrower with an overdue loan and a complaint, signed in.
  const borrower = await admin.query<{ user_id: string; public_id: string; phone: string }>(
    `select o.user_id, o.public_id, u.phone from loan_orders o join users u on u.id = o.user_id
     where o.status = 180 and o.public_id like 'PB%' order by o.public_id limit 1`,
  );
  const { user_id: userId, public_id: orderId, phone } = borrower.rows[0]!;
  const paid = await admin.query<{ receipt_no: string; reference: string }>(
    `select receipt_no, reference from payments order by paid_at desc limit 1 offset 1000`,
  );
  const { receipt_no: receipt, reference } = paid.rows[0] ?? { receipt_no: 'OR-', reference: '' };
  const token = `scale-bench-${orderId}`;
  await admin.query(
    `insert into sessions (user_id, token_hash, created_at, last_seen_at, expires_at)
     values ($1, $2, now(), now(), now() + interval '1 day')`,
    [userId, sha256Hex(token)],
  );
  const borrowerCall = (endpoint: { method: string; path: string }) => () =>
    app.inject({
      method: endpoint.method as 'POST',
      url: endpoint.path,
      query: { sessionid: token },
      payload: { productId: DEMO_PRODUCT_ID, orderId },
    });
  const borrowerGet = (endpoint: { path: string }) => () =>
    app.inject({ method: 'GET', url: endpoint.path, query: { sessionid: token } });
  return [
    { name: 'ops: orders, first page', kind: 'operator', send: ops('/orders?limit=50') },
    { name: 'ops: orders, page 21', kind: 'operator', send: ops(laterOrders) },
    {
      name: 'ops: orders overdue, first page',
      kind: 'operator',
      send: ops('/orders?status=180&limit=50'),
    },
    { name: 'ops: orders of one phone', kind: 'operator', send: ops(`/orders?phone=${phone}`) },
    { name: 'ops: one order with history', kind: 'operator', send: ops(`/orders/${orderId}`) },
    // The back office's search by the start of a phone or an order number (decision 0048): a
    // start that matches few orders, and one that matches every order.
    {
      name: 'ops: order search, 7 digits of a phone',
      kind: 'operator',
      send: ops(`/orders?limit=50&q=${phone.slice(0, 7)}`),
    },
    {
      name: 'ops: order search, 4 digits of a phone',
      kind: 'operator',
      send: ops('/orders?q=0960'),
    },
    {
      name: 'ops: order search, 10 characters of a number',
      kind: 'operator',
      send: ops(`/orders?limit=50&q=${orderId.slice(0, 10)}`),
    },
    {
      name: 'ops: order search, 2 characters of a number',
      kind: 'operator',
      send: ops('/orders?q=PB'),
    },
    { name: 'ops: payments, first page', kind: 'operator', send: ops('/payments?limit=50') },
    {
      name: 'ops: payment search, start of a receipt',
      kind: 'operator',
      send: ops(`/payments?limit=50&q=${receipt.slice(0, -2)}`),
    },
    {
      name: 'ops: payment search, start of a reference',
      kind: 'operator',
      send: ops(`/payments?limit=50&q=${reference.slice(0, 8)}`),
    },
    {
      name: 'ops: payment search, "OR-" (every receipt)',
      kind: 'operator',
      send: ops('/payments?limit=50&q=OR-'),
    },
    { name: 'ops: complaints, first page', kind: 'operator', send: ops('/complaints?limit=50') },
    { name: 'ops: complaints, page 21', kind: 'operator', send: ops(laterComplaints) },
    {
      name: 'ops: complaints open, first page',
      kind: 'operator',
      send: ops('/complaints?status=1&limit=50'),
    },
    { name: 'borrower: loan details', kind: 'borrower', send: borrowerCall(endpoints.loanDetails) },
    {
      name: 'borrower: instalment detail',
      kind: 'borrower',
      send: borrowerCall(endpoints.installmentDetail),
    },
    {
      name: 'borrower: repayment history',
      kind: 'borrower',
      send: borrowerCall(endpoints.repaymentHistory),
    },
    {
      name: 'borrower: complaint list',
      kind: 'borrower',
      send: borrowerCall(endpoints.problemList),
    },
    {
      name: 'borrower: complaint form',
      kind: 'borrower',
      send: borrowerGet(endpoints.problemInitGet),
    },
  ];
}
