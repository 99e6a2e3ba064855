import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

const TYPES = sql.raw(
  `'disbursement', 'service_fee', 'scheduled_interest', 'penalty', 'default_interest', ` +
    `'repayment', 'overpayment_credit', 'rollover', 'waiver', 'reversal', 'refund'`,
);
const MONEY = (name: string) => sql.raw(`${name} >= 0`);
const money = (col: string) => (c: ColumnDefinitionBuilder) =>
  c.notNull().defaultTo(0).check(MONEY(col));

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('loan_entries')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // No cascade: an order with entries cannot be deleted.
    .addColumn('order_id', 'uuid', (col) =>
      col.notNull().references('loan_orders.id').onDelete('restrict'),
    )
    .addColumn('seq', 'integer', (col) => col.notNull().check(sql`seq >= 1`))
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in (${TYPES})`))
    // The Philippine business date the entry takes effect.
    .addColumn('effective_on', 'text', (col) =>
      col.notNull().check(sql`effective_on ~ '^\\d{4}-\\d{2}-\\d{2}$'`),
    )
    .addColumn('recorded_at', 'timestamptz', (col) => col.notNull())
    .addColumn('recorded_by', 'text', (col) =>
      col
        .notNull()
        .check(sql`recorded_by ~ '^(borrower|clock|system:[a-z-]+|gateway:.+|operator:.+)$'`),
    )
    .addColumn('recorder_role', 'text')
    .addColumn('reason', 'text')
    .addColumn('amount', 'bigint', money('amount'))
    .addColumn('principal', 'bigint', money('principal'))
    .addColumn('interest', 'bigint', money('interest'))
    .addColumn('penalty', 'bigint', money('penalty'))
    .addColumn('default_interest', 'bigint', money('default_interest'))
    .addColumn('overpayment', 'bigint', money('overpayment'))
    .addColumn('payment_id', 'uuid', (col) => col.references('payments.id').onDelete('restrict'))
    // A thing is reversed once.
    .addColumn('reverses_entry_id', 'uuid', (col) =>
      col.unique().references('loan_entries.id').onDelete('restrict'),
    )
    .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
    .addColumn('details', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addUniqueConstraint('loan_entries_order_seq', ['order_id', 'seq'])
    .addCheckConstraint(
      'loan_entries_waiver_reason',
      sql`type <> 'waiver' or (reason is not null and length(btrim(reason)) > 0 and recorder_role is not null)`,
    )
    .addCheckConstraint(
      'loan_entries_role_of_operator',
      sql`recorder_role is null or recorded_by like 'operator:%'`,
    )
    .addCheckConstraint(
      'loan_entries_reversal_target',
      sql`(type = 'reversal') = (reverses_entry_id is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('loan_entries_payment_idx')
    .on('loan_entries')
    .column('payment_id')
    .where(sql.ref('payment_id'), 'is not', null)
    .execute();
  await sql`
    create function loan_entries_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'loan entries are append-only: % refused', tg_op
        using errcode = 'insufficient_privilege';
    end
    $$`.execute(db);
  await sql`
    create trigger loan_entries_no_change before update or delete on loan_entries
    for each row execute function loan_entries_append_only()`.execute(db);
  await sql`
    create trigger loan_entries_no_truncate before truncate on loan_entries
    for each statement execute function loan_entries_append_only()`.execute(db);

  // A payment is money on record: its order cannot be deleted from under it.
  await sql`alter table payments drop constraint payments_order_id_fkey`.execute(db);
  await sql`
    alter table payments add constraint payments_order_id_fkey
    foreign key (order_id) references loan_orders(id) on delete restrict`.execute(db);

  await backfill(db);
}

/**
 * Entries for the orders released before the ledger, from their columns and payments: what the
 * columns say is what the entries say (ops `orders reconcile` checks it). Amounts the payments
 * rows do not explain become one repayment recorded by 'system:migration'.
 */
async function backfill(db: AnyDb): Promise<void> {
  const phDay = (col: string) =>
    sql.raw(`to_char((${col} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`);
  const capDay = (day: ReturnType<typeof sql.raw>) =>
    sql`case when o.default_accrued_through is null then ${day} else least(${day}, o.default_accrued_through) end`;
  const firstOverdue = sql.raw(
    `to_char(to_date(o.schedule -> 0 ->> 'dueDate', 'YYYY-MM-DD') + 1, 'YYYY-MM-DD')`,
  );
  const penaltyDay = capDay(firstOverdue);
  const oneTime = sql.raw(`case o.client_kind when 'new' then 100000 else 80000 end`);
  const payKey = sql.raw(
    `case when p.source = 'provider' and p.provider_payment_id is not null
       then 'payment:' || coalesce(p.provider, 'provider') || ':' || p.provider_payment_id
     when p.source = 'operator' then 'payment:operator:' || p.reference
     else 'payment:' || p.id::text end`,
  );
  const recorder = sql.raw(
    `case when p.actor like 'provider:%' then 'gateway:' || substr(p.actor, 10)
     when p.actor like 'ops:%' then 'operator:' || substr(p.actor, 5)
     when p.actor = 'borrower' then 'borrower'
     else 'system:migration' end`,
  );
  await sql`
    with released as (
      select * from loan_orders o where o.release_date is not null and o.schedule is not null
    ),
    paid as (
      select p.order_id, sum(p.penalty) as penalty, sum(p.interest) as interest,
        sum(p.principal) as principal
      from payments p group by p.order_id
    ),
    candidates as (
      select o.id as order_id, coalesce(o.disbursed_at, (o.release_date || 'T09:00:00+08:00')::timestamptz) as sort_at, 1 as rank,
        'disbursement' as type, o.release_date as effective_on,
        coalesce(o.disbursed_at, o.updated_at) as recorded_at,
        o.principal::bigint as amount, o.principal::bigint as principal, 0::bigint as interest,
        0::bigint as penalty, 0::bigint as default_interest, 0::bigint as overpayment,
        null::uuid as payment_id, 'disbursement:' || o.id::text as idempotency_key,
        jsonb_build_object('schedule', o.schedule, 'netProceeds', o.net_proceeds,
          'migrated', true) as details
      from released o
      union all
      select o.id, coalesce(o.disbursed_at, (o.release_date || 'T09:00:00+08:00')::timestamptz), 2, 'service_fee', o.release_date,
        coalesce(o.disbursed_at, o.updated_at), o.service_fee, 0, 0, 0, 0, 0, null,
        'service-fee:' || o.id::text, '{}'::jsonb
      from released o
      union all
      select o.id, coalesce(o.disbursed_at, (o.release_date || 'T09:00:00+08:00')::timestamptz), 3, 'scheduled_interest',
        o.release_date, coalesce(o.disbursed_at, o.updated_at), o.interest, 0, o.interest, 0, 0,
        0, null, 'scheduled-interest:' || o.id::text, '{}'::jsonb
      from released o
      union all
      select o.id, (${penaltyDay} || 'T00:00:00+08:00')::timestamptz, 4, 'penalty', ${penaltyDay},
        o.updated_at, ${oneTime}, 0, 0, ${oneTime}, 0, 0, null, 'penalty:' || o.id::text,
        '{}'::jsonb
      from released o where o.penalty_charged
      union all
      select o.id, (o.default_accrued_through || 'T00:00:01+08:00')::timestamptz, 5,
        'default_interest', o.default_accrued_through, o.updated_at,
        o.default_interest_carried, 0, 0, 0, o.default_interest_carried, 0, null,
        'default:' || o.id::text || ':' || o.default_accrued_through,
        jsonb_build_object('through', o.default_accrued_through, 'migrated', true)
      from released o where o.default_accrued_through is not null
      union all
      select o.id, p.paid_at, 6, 'repayment', ${capDay(phDay('p.paid_at'))}, p.paid_at,
        p.amount, p.principal, p.interest,
        least(p.penalty, greatest(0, (case when o.penalty_charged then ${oneTime} else 0 end)
          - coalesce(sum(p.penalty) over (partition by o.id order by p.paid_at, p.id
            rows between unbounded preceding and 1 preceding), 0))),
        0, p.unapplied, p.id, ${payKey},
        jsonb_build_object('kind', p.kind, 'receiptNo', p.receipt_no, 'migrated', true)
      from released o join payments p on p.order_id = o.id
      union all
      select o.id, p.paid_at, 7, 'overpayment_credit', ${capDay(phDay('p.paid_at'))}, p.paid_at,
        p.unapplied, 0, 0, 0, 0, p.unapplied, p.id, 'credit:' || p.id::text, '{}'::jsonb
      from released o join payments p on p.order_id = o.id where p.unapplied > 0
      union all
      select o.id, (${capDay(phDay('o.updated_at'))} || 'T23:59:59+08:00')::timestamptz, 8,
        'rollover', ${capDay(phDay('o.updated_at'))}, o.updated_at,
        case when n.n = o.rollovers then greatest(0, (
          select sum((item ->> 'interest')::bigint) from jsonb_array_elements(o.schedule) item
        ) - o.interest) else 0 end,
        0, case when n.n = o.rollovers then greatest(0, (
          select sum((item ->> 'interest')::bigint) from jsonb_array_elements(o.schedule) item
        ) - o.interest) else 0 end, 0, 0, 0, null,
        'rollover:' || o.id::text || ':' || n.n,
        jsonb_build_object('schedule', o.schedule, 'migrated', true)
      from released o cross join lateral generate_series(1, o.rollovers) as n(n)
      union all
      select o.id, coalesce(o.settled_at, o.updated_at), 9, 'repayment',
        ${capDay(phDay('coalesce(o.settled_at, o.updated_at)'))}, coalesce(o.settled_at, o.updated_at),
        greatest(0, o.paid_penalty - coalesce(pd.penalty, 0))
          + greatest(0, o.paid_interest - coalesce(pd.interest, 0))
          + greatest(0, o.paid_principal - coalesce(pd.principal, 0)),
        greatest(0, o.paid_principal - coalesce(pd.principal, 0)),
        greatest(0, o.paid_interest - coalesce(pd.interest, 0)),
        least(greatest(0, o.paid_penalty - coalesce(pd.penalty, 0)),
          greatest(0, (case when o.penalty_charged then ${oneTime} else 0 end)
            - coalesce(pd.penalty, 0))),
        greatest(0, o.paid_penalty - coalesce(pd.penalty, 0)) -
        least(greatest(0, o.paid_penalty - coalesce(pd.penalty, 0)),
          greatest(0, (case when o.penalty_charged then ${oneTime} else 0 end)
            - coalesce(pd.penalty, 0))),
        0, null, 'migration-repayment:' || o.id::text,
        jsonb_build_object('kind', 'instalment', 'migrated', true)
      from released o left join paid pd on pd.order_id = o.id
      where o.paid_penalty > coalesce(pd.penalty, 0) or o.paid_interest > coalesce(pd.interest, 0)
        or o.paid_principal > coalesce(pd.principal, 0)
    )
    insert into loan_entries (order_id, seq, type, effective_on, recorded_at, recorded_by, amount,
      principal, interest, penalty, default_interest, overpayment, payment_id, idempotency_key,
      details)
    select c.order_id, row_number() over (partition by c.order_id order by c.sort_at, c.rank),
      c.type, c.effective_on, c.recorded_at,
      case when c.payment_id is null then 'system:migration' else (
        select ${recorder} from payments p where p.id = c.payment_id) end,
      c.amount, c.principal, c.interest, c.penalty,
      case when c.type = 'repayment' and c.payment_id is not null
        then (select p.penalty from payments p where p.id = c.payment_id) - c.penalty
        else c.default_interest end,
      c.overpayment, c.payment_id, c.idempotency_key, c.details
    from candidates c`.execute(db);
  // The day through which default charges are frozen is the last payment's, as the engine keeps it.
  await sql`
    update loan_orders o set default_accrued_through = e.through
    from (
      select order_id, max(effective_on) as through from loan_entries
      where type in ('repayment', 'rollover') group by order_id
    ) e
    where e.order_id = o.id and o.default_accrued_through is null`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`alter table payments drop constraint payments_order_id_fkey`.execute(db);
  await sql`
    alter table payments add constraint payments_order_id_fkey
    foreign key (order_id) references loan_orders(id) on delete cascade`.execute(db);
  await db.schema.dropTable('loan_entries').execute();
  await sql`drop function loan_entries_append_only()`.execute(db);
}
