import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Where the bench finds PostgreSQL: BENCH_DATABASE_URL, else the local server CI uses. */
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Runs `work` against a fresh database on the PostgreSQL server and drops it afterwards. When no
 * server answers, says so and returns undefined: the PostgreSQL rows are then missing from the report.
 */
export async function withScratchPostgres<T>(
  work: (databaseUrl: string) => Promise<T>,
): Promise<T | undefined> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    console.warn(`PostgreSQL not reachable at ${redact(ADMIN_URL)} (${String(error)}): skipped`);
    return undefined;
  }
  const name = `bench_${randomBytes(6).toString('hex')}`;
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    return await work(url.href);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.href;
}
