import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { noteConnectionStats } from './connection-stats.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { PGlitePreparedDialect } from './pglite-prepared-dialect.ts';
import { DEFAULT_POOL_SIZE } from './pool-size.ts';
import { PreparedStatementsClient } from './prepared-statements-client.ts';
import type { Database } from './schema.ts';

export type { Database } from './schema.ts';
/** A database handle or a transaction: repositories accept either. */
export type Db = Kysely<Database>;

export interface DatabaseTarget {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files (`<dataDir>/pglite`); `memory://` keeps them in memory. */
  dataDir: string;
  /** PostgreSQL connections kept open (DEFAULT_POOL_SIZE when not given). */
  databasePoolSize?: number | undefined;
}

/** Where errors of idle pool connections are reported (the app's logger). */
export type PoolErrorListener = (error: Error) => void;

export function createDatabase(target: DatabaseTarget, onPoolError?: PoolErrorListener): Db {
  if (target.databaseUrl) {
    return createPostgresDatabase(target.databaseUrl, {
      max: target.databasePoolSize,
      onPoolError,
    });
  }
  return createPgliteDatabase(target.dataDir);
}

export interface PostgresDatabaseOptions {
  max?: number;
  onPoolError?: PoolErrorListener;
}

export function createPostgresDatabase(
  connectionString: string,
  options: PostgresDatabaseOptions = {},
): Db {
  return databaseOnPool(createPostgresPool(connectionString, options));
}

export function createPostgresPool(
  connectionString: string,
  options: PostgresDatabaseOptions = {},
): pg.Pool {
  const { max = DEFAULT_POOL_SIZE, onPoolError = () => {} } = options;
  // Connections are kept, not closed after 10 s idle (pg's default): a reopened connection is a
  // new backend whose catalogue and plan caches start cold, at the moment a burst needs it.
  const pool = new pg.Pool({
    connectionString,
    max,
    idleTimeoutMillis: 0,
    Client: PreparedStatementsClient,
  });
  // An idle connection the server closed (restart, failover, a dropped database) must not crash
  // the process: the pool discards that client and the next query opens a new connection. It is
  // still reported, so an operator sees a database going away.
  pool.on('error', (error) => onPoolError(error));
  return pool;
}

export function databaseOnPool(pool: pg.Pool): Db {
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return noteConnectionStats(db, () => ({
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  }));
}

/** PGlite behind the prepared-statement dialect: one connection, lent to one user at a time. */
export function databaseOnPglite(open: () => PGlite | Promise<PGlite>): Db {
  const dialect = new PGlitePreparedDialect(open);
  return noteConnectionStats(new Kysely<Database>({ dialect }), () => dialect.connectionStats());
}

export function createPgliteDatabase(dataDir: string): Db {
  if (dataDir.startsWith('memory://')) {
    return databaseOnPglite(() => new PGlite(dataDir));
  }
  const pgliteDir = join(dataDir, 'pglite');
  mkdirSync(pgliteDir, { recursive: true });
  // PGlite boots lazily on the first query, so building the app stays synchronous; the data
  // directory is claimed then, and given back when the database is closed.
  return databaseOnPglite(() => {
    const release = lockDataDir(dataDir);
    const pglite = new PGlite(pgliteDir);
    const close = pglite.close.bind(pglite);
    pglite.close = async () => {
      try {
        await close();
      } finally {
        release();
      }
    };
    return pglite;
  });
}
