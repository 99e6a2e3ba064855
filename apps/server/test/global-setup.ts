import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import type { TestProject } from 'vitest/node';
import { createPostgresDatabase, type Database } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { PGlitePreparedDialect } from '../src/db/pglite-prepared-dialect.ts';
import { adminQuery } from './helpers/admin-query.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tarballs of PGlite clusters, empty and migrated ('' when the tests run on PostgreSQL). */
    pgliteSnapshot: string;
    pgliteMigratedSnapshot: string;
    /** A migrated database on the PostgreSQL server the tests copy ('' on PGlite). */
    postgresTemplate: string;
  }
}

// initdb takes seconds in WASM, and the migrations take seconds more on PostgreSQL: each test file
// starts from a copy of a cluster or database made once here. Every test file still gets its own
// fresh database, empty or migrated by the same migrations as production.
export default async function setup(project: TestProject) {
  // The root config runs this project twice: on PGlite (DATABASE_URL '') and on PostgreSQL.
  const databaseUrl = project.config.env?.DATABASE_URL ?? process.env.DATABASE_URL;
  if (databaseUrl) {
    project.provide('pgliteSnapshot', '');
    project.provide('pgliteMigratedSnapshot', '');
    const template = await createPostgresTemplate(databaseUrl);
    project.provide('postgresTemplate', template.name);
    return template.drop;
  }
  project.provide('postgresTemplate', '');
  const dir = mkdtempSync(join(tmpdir(), 'loan-pglite-snapshot-'));
  const pglite = new PGlite();
  await pglite.waitReady;
  project.provide('pgliteSnapshot', await dumpTo(pglite, join(dir, 'empty.tar')));
  const db = new Kysely<Database>({ dialect: new PGlitePreparedDialect(() => pglite) });
  await migrateToLatest(db);
  project.provide('pgliteMigratedSnapshot', await dumpTo(pglite, join(dir, 'migrated.tar')));
  await db.destroy();
  return () => rmSync(dir, { recursive: true, force: true });
}

async function dumpTo(pglite: PGlite, file: string): Promise<string> {
  const dump = await pglite.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

async function createPostgresTemplate(serverUrl: string) {
  const name = `test_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = createPostgresDatabase(url.toString(), { max: 1 });
  try {
    await migrateToLatest(db);
  } finally {
    // A template takes no copies while anyone is connected to it.
    await db.destroy();
  }
  return {
    name,
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
