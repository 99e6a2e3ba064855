import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

/**
 * A maker's manual booking or waiver waiting for a second operator (docs/decisions/0067). A
 * request is decided once: only its pending row moves, to approved or rejected, and a trigger
 * refuses every other change and any delete.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('money_approvals')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('payment', 'waiver')`))
    .addColumn('order_id', 'uuid', (col) => col.notNull().references('loan_orders.id'))
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    // The booking's reference (once per reference) or the waiver's: a retried request is one.
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('value_date', 'text', (col) =>
      col.notNull().check(sql`value_date ~ '^\\d{4}-\\d{2}-\\d{2}$'`),
    )
    .addColumn('evidence', 'text')
    // The booking's kind and channel, or the waiver's part and reason.
    .addColumn('details', 'jsonb', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('pending').check(sql`status in ('pending', 'approved', 'rejected')`),
    )
    .addColumn('maker', 'text', (col) => col.notNull())
    .addColumn('maker_role', 'text')
    .addColumn('made_at', 'timestamptz', (col) => col.notNull())
    .addColumn('checker', 'text')
    .addColumn('checker_role', 'text')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('reject_reason', 'text')
    .addColumn('payment_id', 'uuid', (col) => col.references('payments.id'))
    .addUniqueConstraint('money_approvals_reference', ['kind', 'reference'])
    .addCheckConstraint(
      'money_approvals_decided',
      sql`(status = 'pending') = (checker is null and decided_at is null)
        and (status = 'rejected') = (reject_reason is not null)
        and checker is distinct from maker`,
    )
    .execute();
  await db.schema
    .createIndex('money_approvals_pending')
    .on('money_approvals')
    .columns(['made_at', 'id'])
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('money_approvals_order')
    .on('money_approvals')
    .column('order_id')
    .execute();
  await db.schema
    .createIndex('money_approvals_decided_at')
    .on('money_approvals')
    .column('decided_at')
    .execute();
  await sql`
    create function money_approvals_decided_once() returns trigger language plpgsql as $$
    declare
      deciding constant text[] := array['status', 'checker', 'checker_role', 'decided_at',
        'reject_reason', 'payment_id'];
    begin
      if tg_op = 'UPDATE' and old.status = 'pending' and new.status <> 'pending'
        and (to_jsonb(new) - deciding) = (to_jsonb(old) - deciding) then
        return new;
      end if;
      raise exception 'money_approvals rows are decided once: % refused (docs/decisions/0067)', tg_op
        using errcode = 'restrict_violation';
    end $$`.execute(db);
  await sql`
    create trigger money_approvals_decided_once before update or delete on money_approvals
    for each row execute function money_approvals_decided_once()`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('money_approvals').execute();
  await sql`drop function money_approvals_decided_once()`.execute(db);
}
