import type pg from 'pg';

/** The figures every generated loan shares: the demo product's quote (one instalment). */
export interface LoanFigures {
  productId: string;
  principal: number;
  termDays: number;
  dailyInterestBps: number;
  serviceFeeBps: number;
  minAmount: number;
  maxAmount: number;
  amountStep: number;
  serviceFee: number;
  netProceeds: number;
  interest: number;
  totalRepayable: number;
}

export interface Shape {
  orders: number;
  borrowers: number;
  onLoan: number;
  complaints: number;
  sessions: number;
}

/**
 * What a database of `orders` orders looks like: four orders per borrower, one in ten orders on
 * loan (70 % not yet due, 3 % due today, 27 % overdue), 1 % under review and 1 % approved, the
 * rest settled or rejected, each settled one with its payment; a complaint per twenty orders, a
 * live session per ten borrowers.
 */
export function shapeOf(orders: number): Shape {
  return {
    orders,
    borrowers: orders / 4,
    onLoan: orders / 10,
    complaints: orders / 20,
    sessions: orders / 40,
  };
}

/**
 * Fills the migrated schema set-based (INSERT ... SELECT generate_series), as the clock left it
 * ten minutes ago, so the next sweep does one Philippine day's work: loans falling due today,
 * loans due yesterday turning overdue, applications crossing their decision day.
 * Ids are derived from the row number (md5 as uuid), so rows can refer to each other.
 */
export async function generateOrders(
  client: pg.ClientBase,
  shape: Shape,
  loan: LoanFigures,
  now: Date,
  today: string,
): Promise<void> {
  const { orders, borrowers } = shape;
  const timed = client.query.bind(client) as (text: string, values?: unknown[]) => Promise<unknown>;
  const query = async (text: string, values?: unknown[]) => {
    const started = performance.now();
    await timed(text, values);
    const what = /(insert into \w+|create temporary table \w+|drop table)/.exec(text)?.[1];
    console.log(`  ${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  // The rows are consistent by construction: foreign-key triggers would check 3 million of them
  // one by one. Superuser only, like the scratch database itself.
  await timed('set session_replication_role = replica');
  await query(
    `insert into users (id, phone, created_at)
     select md5('u' || g)::uuid, '0960' || lpad(g::text, 7, '0'),
            $2::timestamptz - make_interval(days => 30 + g % 700)
     from generate_series(0, $1::int - 1) g`,
    [borrowers, now],
  );
  // Round r = g / borrowers: each borrower has one order per round; the last round holds the
  // open applications and loans out (at most one per borrower, as the unique index wants).
  await query(
    `create temporary table order_plan as
     select g, md5('o' || g)::uuid as id, md5('u' || (g % $1::int))::uuid as user_id,
       case
         when g < 3 * $1::int then case when g % 5 = 0 then 21 else 200 end
         when g - 3 * $1::int < $2::int * 70 / 100 then 170
         when g - 3 * $1::int < $2::int * 73 / 100 then 174
         when g - 3 * $1::int < $2::int then 180
         when g - 3 * $1::int < $2::int + $3::int / 100 then 110
         when g - 3 * $1::int < $2::int + $3::int / 50 then 151
         else 200
       end as status
     from generate_series(0, $3::int - 1) g`,
    [borrowers, shape.onLoan, orders],
  );
  // Due dates: not yet due ones over the next 30 days (a thirtieth due today), due ones
  // yesterday, overdue ones 2 to 61 days ago, settled ones in the past two years.
  await query(
    `create temporary table order_dates as
     select p.*,
       case p.status
         when 170 then $1::date + (g % 30)
         when 174 then $1::date - 1
         when 180 then $1::date - (2 + g % 60)
         when 200 then $1::date - (1 + g % 700)
       end as due
     from order_plan p`,
    [today],
  );
  await query(
    `insert into loan_orders (
       id, public_id, user_id, product_id, status, client_kind, principal, term_days, periods,
       daily_interest_bps, service_fee_bps, min_amount, max_amount, amount_step, service_fee,
       net_proceeds, interest, total_repayable, release_date, due_date, schedule, paid_interest,
       paid_principal, penalty_charged, default_accrued_through, applied_at, decided_at, withdrawn_at, disbursed_at,
       settled_at, updated_at, clock_on)
     select d.id, 'PB' || lpad(d.g::text, 10, '0'), d.user_id, $1, d.status,
       case when d.g < $13::int then 'new' else 'repeat' end,
       $2, $3, 1, $4, $5, $6, $7, $8, $9, $10, $11, $12,
       to_char(d.due - $3::int, 'YYYY-MM-DD'), to_char(d.due, 'YYYY-MM-DD'),
       case when d.due is null then null else jsonb_build_array(jsonb_build_object(
         'n', 1, 'total', 1, 'dueDate', to_char(d.due, 'YYYY-MM-DD'),
         'principal', $2::int, 'interest', $11::int, 'amount', $2::int + $11::int)) end,
       case when d.status = 200 then $11 else 0 end,
       case when d.status = 200 then $2 else 0 end,
       d.status = 180,
       -- A repayment freezes the default charges through its day (the engine's rule).
       case when d.status = 200 then to_char(d.due, 'YYYY-MM-DD') end,
       a.applied_at,
       case when d.status = 110 then null else a.applied_at + interval '2 hours' end,
       case when d.due is null then null else a.applied_at + interval '3 hours' end,
       case when d.due is null then null else a.applied_at + interval '1 day' end,
       case when d.status = 200 then (d.due::timestamp + interval '10 hours') at time zone 'Asia/Manila' end,
       $14::timestamptz,
       case d.status when 170 then to_char(d.due, 'YYYY-MM-DD')
                     when 174 then to_char(d.due + 1, 'YYYY-MM-DD') end
     from order_dates d
     cross join lateral (select case
       when d.due is not null
         then ((d.due - $3::int - 1)::timestamp + interval '10 hours') at time zone 'Asia/Manila'
       when d.status = 110
         then $14::timestamptz - make_interval(mins => (d.g % 1450)::int)
       when d.status = 151 then $14::timestamptz - make_interval(mins => (d.g % 600)::int)
       else $14::timestamptz - make_interval(days => 1 + d.g % 700)
     end as applied_at) a`,
    [
      loan.productId,
      loan.principal,
      loan.termDays,
      loan.dailyInterestBps,
      loan.serviceFeeBps,
      loan.minAmount,
      loan.maxAmount,
      loan.amountStep,
      loan.serviceFee,
      loan.netProceeds,
      loan.interest,
      loan.totalRepayable,
      borrowers,
      now,
    ],
  );
  // A settled loan's payment: one receipt and a gateway reference each, paid on the day it was
  // settled; its repayment entry below names it, as a booking's does.
  await query(
    `insert into payments (id, receipt_no, order_id, source, provider, reference, kind, channel,
       amount, penalty, interest, principal, unapplied, outstanding_after, actor, paid_at)
     select md5('p' || o.id)::uuid, 'OR-' || lpad(substr(o.public_id, 3), 10, '0'), o.id,
       'provider', 'bench', 'BNK-' || upper(substr(md5('ref' || o.id), 1, 12)), 'instalment',
       'bench', o.total_repayable, 0, o.interest, o.principal, 0, 0, 'gateway:bench', o.settled_at
     from loan_orders o
     where o.public_id like 'PB%' and o.status = 200`,
  );
  // Each loan's entries (decision 0031): the release, the clock's penalty of an overdue loan, the
  // repayment of a settled one; the order's columns are their fold.
  await query(
    `insert into loan_entries (order_id, seq, type, effective_on, recorded_at, recorded_by,
       amount, principal, interest, penalty, idempotency_key, details, payment_id)
     select o.id, e.seq, e.type, e.effective_on, o.disbursed_at, 'system:bench', e.amount,
       e.principal, e.interest, e.penalty, e.type || ':' || o.id, e.details,
       case when e.type = 'repayment' then md5('p' || o.id)::uuid end
     from loan_orders o
     cross join lateral (select case o.client_kind when 'new' then 100000 else 80000 end as p) k
     cross join lateral (values
       (1, 'disbursement', o.release_date, o.principal, o.principal, 0, 0,
         jsonb_build_object('schedule', o.schedule, 'netProceeds', o.net_proceeds)),
       (2, 'service_fee', o.release_date, o.service_fee, 0, 0, 0, '{}'::jsonb),
       (3, 'scheduled_interest', o.release_date, o.interest, 0, o.interest, 0, '{}'::jsonb),
       (4, 'penalty', to_char(o.due_date::date + 1, 'YYYY-MM-DD'), k.p, 0, 0, k.p, '{}'::jsonb),
       (4, 'repayment', o.due_date, o.total_repayable, o.principal, o.interest, 0,
         '{"kind": "instalment"}'::jsonb)
     ) e(seq, type, effective_on, amount, principal, interest, penalty, details)
     where o.public_id like 'PB%' and o.release_date is not null
       and (e.seq <= 3 or (e.type = 'penalty' and o.status = 180)
         or (e.type = 'repayment' and o.status = 200))`,
  );
  // Each order's history: the application and the step that left it where it is.
  await query(
    `insert into order_events (order_id, actor, from_status, to_status, at, note)
     select o.id, e.actor, e.from_status, e.to_status, e.at, e.note
     from loan_orders o
     cross join lateral (values
       ('borrower', null::smallint, 110::smallint, o.applied_at, ''),
       ('system:clock', 110::smallint, o.status, o.updated_at, 'generated')) e(actor, from_status, to_status, at, note)
     where o.public_id like 'PB%' and (e.to_status <> 110 or e.from_status is null)`,
  );
  await query(
    `insert into complaints (public_id, user_id, order_id, problem_type, detail, status,
       created_at, updated_at)
     select 'CB' || lpad(c::text, 10, '0'), o.user_id, o.id, 1 + c % 3,
       'Generated complaint ' || c, 1 + c % 3,
       $2::timestamptz - make_interval(mins => ($1::int - c) * 7),
       $2::timestamptz - make_interval(mins => ($1::int - c) * 7)
     from generate_series(0, $1::int - 1) c
     join loan_orders o on o.id = md5('o' || ((c * 20) % $3::int))::uuid`,
    [shape.complaints, now, orders],
  );
  await query(
    `insert into sessions (user_id, token_hash, created_at, last_seen_at, expires_at)
     select md5('u' || (s * 4 % $1::int))::uuid, md5('session' || s) || md5('token' || s),
            $3::timestamptz, $3::timestamptz, $3::timestamptz + interval '30 days'
     from generate_series(0, $2::int - 1) s`,
    [borrowers, shape.sessions, now],
  );
  await query('drop table order_dates, order_plan');
  await timed('set session_replication_role = default');
}
