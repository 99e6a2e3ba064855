import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

// Reads are no longer remembered between requests (decision 0028): nobody listens for these
// announcements, and every write to sessions and orders paid for them.
const TABLES = ['sessions', 'loan_orders'];

export async function up(db: AnyDb): Promise<void> {
  for (const table of TABLES) {
    await sql`drop trigger if exists ${sql.id(`${table}_announce_changes`)} on ${sql.table(table)}`.execute(
      db,
    );
  }
  await sql`drop function if exists announce_data_changed()`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`
    create function announce_data_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('data_changed', '');
      return null;
    end
    $$`.execute(db);
  for (const table of TABLES) {
    await sql`
      create trigger ${sql.id(`${table}_announce_changes`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function announce_data_changed()`.execute(db);
  }
}
