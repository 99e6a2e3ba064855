import { type MigrationResultSet, Migrator, NO_MIGRATIONS } from 'kysely/migration';
import type { Db } from './database.ts';
import { migrations } from './migrations/index.ts';

function migrator(db: Db): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

export async function migrateToLatest(db: Db): Promise<void> {
  assertSucceeded(await migrator(db).migrateToLatest());
}

/** Reverts the latest migration (operators; never called at start). */
export async function migrateDown(db: Db): Promise<void> {
  assertSucceeded(await migrator(db).migrateDown());
}

/** Reverts every migration (tests). */
export async function migrateAllDown(db: Db): Promise<void> {
  assertSucceeded(await migrator(db).migrateTo(NO_MIGRATIONS));
}

function assertSucceeded({ error, results }: MigrationResultSet): void {
  if (!error) return;
  const failed = results?.find((result) => result.status === 'Error')?.migrationName;
  throw new Error(`Migration ${failed ?? '(setup)'} failed`, { cause: error });
}
