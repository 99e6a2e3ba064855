import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

/**
 * The applicant's profile (docs/decisions/0083): one row per borrower, the ID number unique
 * across borrowers, name and birth date indexed for the duplicate check. Every change is a row in
 * `applicant_profile_changes` naming the fields changed, never their values.
 */
export async function up(db: AnyDb): Promise<void> {
  // Identity photos are kept under `id-` names the public image route refuses.
  await sql`alter table upload_bytes drop constraint upload_bytes_name_check`.execute(db);
  await sql`alter table upload_bytes add constraint upload_bytes_name_check
    check (name ~ '^(id-)?[a-f0-9]{32}\\.(jpg|png|gif|webp)$')`.execute(db);
  await db.schema
    .createTable('applicant_profiles')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey().references('users.id'))
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('name_key', 'text', (col) => col.notNull())
    .addColumn('birth_date', 'text', (col) => col.notNull())
    .addColumn('civil_status', 'text', (col) => col.notNull())
    .addColumn('citizenship', 'text', (col) => col.notNull())
    .addColumn('region_code', 'text', (col) => col.notNull())
    .addColumn('province_code', 'text', (col) => col.notNull())
    .addColumn('city_code', 'text', (col) => col.notNull())
    .addColumn('barangay_code', 'text', (col) => col.notNull())
    .addColumn('address_line', 'text', (col) => col.notNull())
    .addColumn('employment', 'text', (col) => col.notNull())
    .addColumn('employer', 'text', (col) => col.notNull())
    .addColumn('monthly_income', 'integer', (col) => col.notNull())
    .addColumn('id_type', 'text', (col) => col.notNull())
    .addColumn('id_number', 'text', (col) => col.notNull())
    .addColumn('id_photo', 'text', (col) => col.notNull())
    .addColumn('selfie', 'text', (col) => col.notNull())
    .addColumn('privacy_consent_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addCheckConstraint('applicant_profiles_income_check', sql`monthly_income >= 0`)
    .execute();
  await db.schema
    .createIndex('applicant_profiles_id_number_key')
    .on('applicant_profiles')
    .columns(['id_type', 'id_number'])
    .unique()
    .execute();
  await db.schema
    .createIndex('applicant_profiles_name_birth_idx')
    .on('applicant_profiles')
    .columns(['name_key', 'birth_date'])
    .execute();

  await db.schema
    .createTable('applicant_profile_changes')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('at', 'timestamptz', (col) => col.notNull())
    .addColumn('fields', sql`text[]`, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('applicant_profile_changes_user_idx')
    .on('applicant_profile_changes')
    .columns(['user_id', 'at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('applicant_profile_changes').execute();
  await db.schema.dropTable('applicant_profiles').execute();
  await sql`delete from upload_bytes where name like 'id-%'`.execute(db);
  await sql`alter table upload_bytes drop constraint upload_bytes_name_check`.execute(db);
  await sql`alter table upload_bytes add constraint upload_bytes_name_check
    check (name ~ '^[a-f0-9]{32}\\.(jpg|png|gif|webp)$')`.execute(db);
}
