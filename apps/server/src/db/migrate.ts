import { type MigrationResultSet, Migrator, NO_MIGRATIONS } from 'kysely/migration';
import { grantAppRole, roleOf } from './app-role.ts';
import { createDatabase, type DatabaseTarget, type Db } from './database.ts';
import { migrations } from './migrations/index.ts';

function migrator(db: Db): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

export async function migrateToLatest(db: Db): Promise<void> {
  assertSucceeded(await migrator(db).migrateToLatest());
}

export interface MigrationTarget extends DatabaseTarget {
  databaseMigrationUrl?: string | undefined;
}

/**
 * Runs the migrations as the tables' owner (DATABASE_MIGRATION_URL, else DATABASE_URL's role)
 * on a connection of its own, then grants the server's role, when it is another, what it needs
 * (docs/decisions/0073). `down` reverts the latest migration instead, and grants nothing.
 */
export async function migrateAsOwner(target: MigrationTarget, down = false): Promise<void> {
  const ownerUrl = target.databaseMigrationUrl ?? target.databaseUrl;
  const owner = createDatabase({ ...target, databaseUrl: ownerUrl, databasePoolSize: 1 });
  try {
    if (down) return await migrateDown(owner);
    await migrateToLatest(owner);
    const appRole = target.databaseUrl ? roleOf(target.databaseUrl) : null;
    const ownerRole = ownerUrl ? roleOf(ownerUrl) : null;
    if (target.databaseMigrationUrl && appRole && appRole !== ownerRole) {
      await grantAppRole(owner, appRole);
    }
  } finally {
    await owner.destroy();
  }
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
