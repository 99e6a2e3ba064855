import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

/**
 * A payment's official receipt number is taken at its transaction's commit, by a deferred
 * constraint trigger (docs/decisions/0042): the lender's series row is locked only while the
 * commit runs, never across a round trip to the client. A payment is inserted with its issuer
 * (`receipt_lender`, `receipt_prefix`) and no number; the trigger numbers it.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`alter table payments alter column receipt_no drop not null`.execute(db);
  await db.schema
    .alterTable('payments')
    .addColumn('receipt_lender', 'text')
    .addColumn('receipt_prefix', 'text')
    .execute();
  await sql`
    alter table payments add constraint payments_receipt_issuer
    check (receipt_no is not null or (receipt_lender is not null and receipt_prefix is not null))`.execute(
    db,
  );
  await sql`
    create function payments_receipt_number() returns trigger language plpgsql as $$
    declare
      taken bigint;
    begin
      insert into receipt_series (lender, last_no) values (new.receipt_lender, 1)
      on conflict (lender) do update set last_no = receipt_series.last_no + 1
      returning last_no into taken;
      update payments
      set receipt_no = new.receipt_prefix || lpad(taken::text, greatest(6, length(taken::text)), '0')
      where id = new.id;
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger payments_receipt_number after insert on payments
    deferrable initially deferred
    for each row when (new.receipt_no is null)
    execute function payments_receipt_number()`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`drop trigger payments_receipt_number on payments`.execute(db);
  await sql`drop function payments_receipt_number()`.execute(db);
  await sql`alter table payments drop constraint payments_receipt_issuer`.execute(db);
  await db.schema
    .alterTable('payments')
    .dropColumn('receipt_lender')
    .dropColumn('receipt_prefix')
    .execute();
  await sql`alter table payments alter column receipt_no set not null`.execute(db);
}
