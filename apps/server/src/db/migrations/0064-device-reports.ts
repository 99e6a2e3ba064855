import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

/**
 * The native app's report of the phone it runs on (docs/decisions/0085): the latest per borrower
 * and device. A location only when the borrower allowed it; never the contact list.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('device_reports')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('device_id', 'text', (col) => col.notNull())
    .addColumn('device_name', 'text', (col) => col.notNull())
    .addColumn('os_version', 'text', (col) => col.notNull())
    .addColumn('app_version', 'text', (col) => col.notNull())
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('accuracy_meters', 'double precision')
    .addColumn('reported_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('device_reports_pkey', ['user_id', 'device_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('device_reports').execute();
}
