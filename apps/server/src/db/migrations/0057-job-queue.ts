import { CompiledQuery, type Kysely } from 'kysely';
import { getConstructionPlans } from 'pg-boss';
import { SCRIPT_MARKER } from '../pglite-prepared-dialect.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

const SCHEMA = 'pgboss';

/**
 * The job queue's tables (pg-boss, decision 0076) in their own schema, installed by the library's
 * own construction script inside this migration's transaction, so a new database (and the tests'
 * migrated copies) start with them. pg-boss migrates its schema itself from the version recorded
 * here when a later release changes it.
 */
export async function up(db: AnyDb): Promise<void> {
  const script = getConstructionPlans(SCHEMA).trim();
  // The script wraps itself in begin/commit; the migration's transaction holds it instead.
  if (!script.startsWith('BEGIN;') || !script.endsWith('COMMIT;')) {
    throw new Error('the job queue construction script is not a begin ... commit block');
  }
  const body = script.slice('BEGIN;'.length, -'COMMIT;'.length);
  await db.executeQuery(CompiledQuery.raw(`${SCRIPT_MARKER}\n${body}`));
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropSchema(SCHEMA).cascade().execute();
}
