import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { createPostgresDatabase, type Database, type Db } from '../../src/db/database.ts';

export interface TestDatabase {
  db: Db;
  /** The connection string of this database when running on PostgreSQL. */
  url: string | undefined;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database: in-memory PGlite, or with DATABASE_URL set a new database
 * `test_<random>` on that server, dropped again by `drop()`.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const memory = createMemoryDatabase();
    return { ...memory, url: undefined, drop: () => memory.db.destroy() };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  // Production meets a prepared statement's generic plan from its sixth run on a connection; here
  // every statement meets it on its first, so one that cannot run generically fails at once.
  await adminQuery(serverUrl, `alter database ${name} set plan_cache_mode = force_generic_plan`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = createPostgresDatabase(url.toString(), { max: 4 });
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await db.destroy();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** In-memory PGlite, started from the empty cluster the global setup dumped. */
function createMemoryDatabase(): Pick<TestDatabase, 'db'> {
  const snapshot = inject('pgliteSnapshot');
  const pglite = () => {
    const embedded = new PGlite(
      snapshot ? { loadDataDir: new Blob([readFileSync(snapshot)]) } : {},
    );
    // As on the PostgreSQL test databases (PGlite is one session, so a SET holds for good).
    void embedded.exec('set plan_cache_mode = force_generic_plan');
    return embedded;
  };
  return { db: new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) }) };
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
