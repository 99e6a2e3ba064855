import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Kysely, PGliteDialect } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { createPostgresDatabase, type Database, type Db } from '../../src/db/database.ts';
import { PreparedStatementPGlite } from '../../src/db/prepared-statement-pglite.ts';

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
    const db = createMemoryDatabase();
    return { db, url: undefined, drop: () => db.destroy() };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = createPostgresDatabase(url.toString(), 4);
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
function createMemoryDatabase(): Db {
  const snapshot = inject('pgliteSnapshot');
  const pglite = () =>
    new PreparedStatementPGlite(
      snapshot ? { loadDataDir: new Blob([readFileSync(snapshot)]) } : {},
    );
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
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
