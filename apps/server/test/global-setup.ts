import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of an empty PGlite cluster ('' when the tests run on PostgreSQL). */
    pgliteSnapshot: string;
  }
}

// initdb takes seconds in WASM; loading a dump of an empty cluster takes half a second. Every test
// file still gets its own fresh, empty database.
export default async function setup(project: TestProject) {
  // The root config runs this project twice: on PGlite (DATABASE_URL '') and on PostgreSQL.
  const databaseUrl = project.config.env?.DATABASE_URL ?? process.env.DATABASE_URL;
  if (databaseUrl) {
    project.provide('pgliteSnapshot', '');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'loan-pglite-snapshot-'));
  const pglite = new PGlite();
  await pglite.waitReady;
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const file = join(dir, 'empty.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
