import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type { Database } from './schema.ts';
/** A database handle or a transaction: repositories accept either. */
export type Db = Kysely<Database>;

export interface DatabaseTarget {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files (`<dataDir>/pglite`); `memory://` keeps them in memory. */
  dataDir: string;
}

export function createDatabase(target: DatabaseTarget): Db {
  if (target.databaseUrl) return createPostgresDatabase(target.databaseUrl);
  return createPgliteDatabase(target.dataDir);
}

export function createPostgresDatabase(connectionString: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection the server closed (restart, failover, a dropped database) must not crash
  // the process: the pool discards that client and the next query opens a new connection.
  pool.on('error', () => {});
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export function createPgliteDatabase(dataDir: string): Db {
  let pgliteDir = dataDir;
  if (!dataDir.startsWith('memory://')) {
    pgliteDir = join(dataDir, 'pglite');
    mkdirSync(pgliteDir, { recursive: true });
  }
  // PGlite boots lazily on the first query, so building the app stays synchronous.
  return new Kysely<Database>({
    dialect: new PGliteDialect({ pglite: () => new PGlite(pgliteDir) }),
  });
}
