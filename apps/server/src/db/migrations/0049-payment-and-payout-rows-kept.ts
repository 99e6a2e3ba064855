import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

/**
 * Payment and payout rows change only as their documented state changes set them
 * (docs/decisions/0068): a payment's receipt number once, at the commit (decision 0042); a
 * payout's state moving to a later event (decision 0043). Every other UPDATE, any DELETE and a
 * TRUNCATE are refused, naming the columns an update tried to change.
 */
export async function up(db: AnyDb): Promise<void> {
  // The columns an update changed, for the error message.
  await sql`
    create function changed_columns(old_row jsonb, new_row jsonb) returns text
    language sql immutable as $$
      select coalesce(string_agg(n.key, ', ' order by n.key), '')
      from jsonb_each(new_row) n
      where n.value is distinct from old_row -> n.key
    $$`.execute(db);

  await sql`
    create function payments_kept() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' then
        -- The commit numbers a payment once (trigger payments_receipt_number): nothing else.
        if old.receipt_no is null and new.receipt_no is not null
          and (to_jsonb(new) - 'receipt_no') = (to_jsonb(old) - 'receipt_no') then
          return new;
        end if;
        raise exception 'payments rows are kept: UPDATE of % refused (docs/decisions/0068)',
          changed_columns(to_jsonb(old), to_jsonb(new))
          using errcode = 'restrict_violation';
      end if;
      raise exception 'payments rows are kept: % refused (docs/decisions/0068)', tg_op
        using errcode = 'restrict_violation';
    end $$`.execute(db);
  await sql`
    create trigger payments_kept before update or delete on payments
    for each row execute function payments_kept()`.execute(db);

  // What appendPayoutEvent's upsert moves; payout_id never. A column added later is frozen
  // until it is named here.
  await sql`
    create function payout_states_kept() returns trigger language plpgsql as $$
    declare
      moving constant text[] := array['event_id', 'status', 'failure_code', 'provider_payout_id', 'at'];
    begin
      if tg_op = 'UPDATE' then
        if (to_jsonb(new) - moving) = (to_jsonb(old) - moving)
          and new.event_id > old.event_id
          and (old.provider_payout_id is null
            or new.provider_payout_id is not distinct from old.provider_payout_id) then
          return new;
        end if;
        raise exception 'payout_states rows move only to a later event: UPDATE of % refused (docs/decisions/0068)',
          changed_columns(to_jsonb(old), to_jsonb(new))
          using errcode = 'restrict_violation';
      end if;
      raise exception 'payout_states rows are kept: % refused (docs/decisions/0068)', tg_op
        using errcode = 'restrict_violation';
    end $$`.execute(db);
  await sql`
    create trigger payout_states_kept before update or delete on payout_states
    for each row execute function payout_states_kept()`.execute(db);

  await sql`
    create function money_rows_no_truncate() returns trigger language plpgsql as $$
    begin
      raise exception '% rows are kept: TRUNCATE refused (docs/decisions/0068)', tg_table_name
        using errcode = 'restrict_violation';
    end $$`.execute(db);
  for (const table of ['payments', 'payouts', 'payout_events', 'payout_states']) {
    await sql`
      create trigger ${sql.raw(`${table}_no_truncate`)} before truncate on ${sql.table(table)}
      for each statement execute function money_rows_no_truncate()`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['payments', 'payouts', 'payout_events', 'payout_states']) {
    await sql`drop trigger ${sql.raw(`${table}_no_truncate`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function money_rows_no_truncate()`.execute(db);
  await sql`drop trigger payout_states_kept on payout_states`.execute(db);
  await sql`drop function payout_states_kept()`.execute(db);
  await sql`drop trigger payments_kept on payments`.execute(db);
  await sql`drop function payments_kept()`.execute(db);
  await sql`drop function changed_columns(jsonb, jsonb)`.execute(db);
}
