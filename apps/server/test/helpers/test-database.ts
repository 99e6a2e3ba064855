import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import {
  createPostgresPool,
  type Db,
  databaseOnPglite,
  databaseOnPool,
} from '../../src/db/database.ts';
import { adminQuery } from './admin-query.ts';
import { guardTransactionConnections } from './connection-in-transaction-guard.ts';

export interface TestDatabase {
  db: Db;
  /** The connection string of this database when running on PostgreSQL. */
  url: string | undefined;
  drop(): Promise<void>;
}

/**
 * A fresh database, migrated to the latest migration (`empty`: with no migration run): in-memory
 * PGlite, or with DATABASE_URL set a new database `test_<random>` on that server, dropped again by
 * `drop()`. Both are copies of what the global setup made once.
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const memory = createMemoryDatabase(options.empty ?? false);
    return { ...memory, url: undefined, drop: () => memory.db.destroy() };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = options.empty ? '' : inject('postgresTemplate');
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  // Production meets a prepared statement's generic plan from its sixth run on a connection; here
  // every statement meets it on its first, so one that cannot run generically fails at once.
  await adminQuery(serverUrl, `alter database ${name} set plan_cache_mode = force_generic_plan`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = databaseOnPool(
    guardTransactionConnections(createPostgresPool(url.toString(), { max: 4 })),
  );
  urls.set(db, url.toString());
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await db.destroy();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

const urls = new WeakMap<Db, string>();

/** The connection string of a test database on PostgreSQL (the job queue opens its own). */
export function queueUrlOf(db: Db): string | undefined {
  return urls.get(db);
}

/** In-memory PGlite, started from a cluster the global setup dumped, empty or migrated. */
function createMemoryDatabase(empty: boolean): Pick<TestDatabase, 'db'> {
  const snapshot = inject(empty ? 'pgliteSnapshot' : 'pgliteMigratedSnapshot');
  const pglite = async () => {
    const embedded = new PGlite(
      snapshot ? { loadDataDir: new Blob([readFileSync(snapshot)]) } : {},
    );
    // As on the PostgreSQL test databases (PGlite is one session, so a SET holds for good).
    await embedded.exec('set plan_cache_mode = force_generic_plan');
    return embedded;
  };
  return { db: databaseOnPglite(pglite) };
}
