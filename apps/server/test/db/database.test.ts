import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { requestCode } from '../helpers/api.ts';
import { testConfig } from '../helpers/build-test-app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

// The app opening its own database from config: PGlite under DATA_DIR, or DATABASE_URL.
describe('the app database', () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'loan-data-')), 'data');
  let server: TestDatabase | undefined;
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await server?.drop();
  });

  const env = async (): Promise<Record<string, string>> => {
    if (!process.env.DATABASE_URL) return { DATA_DIR: dataDir };
    server ??= await createTestDatabase({ empty: true });
    return { DATABASE_URL: server.url ?? '' };
  };

  it('is created on first start and keeps its data across restarts', async () => {
    const first = await buildApp(testConfig(await env()));
    expect((await first.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await requestCode(first, '09185550001')).body.code).toBe(0);
    await first.close();
    if (!process.env.DATABASE_URL) expect(existsSync(join(dataDir, 'pglite'))).toBe(true);

    const second = await buildApp(testConfig(await env()));
    try {
      const rows = await second.db.selectFrom('login_codes').select('phone').execute();
      expect(rows).toEqual([{ phone: '09185550001' }]);
      const users = await second.db.selectFrom('users').select('phone').execute();
      expect(users).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('holds as many PostgreSQL connections as DATABASE_POOL_SIZE says (PGlite is one)', async () => {
    const app = await buildApp(testConfig({ ...(await env()), DATABASE_POOL_SIZE: '3' }));
    try {
      const backends = await Promise.all(
        Array.from({ length: 8 }, async () => {
          const { rows } = await sql<{ pid: number }>`
            select pg_backend_pid() as pid from pg_sleep(0.05)`.execute(app.db);
          return rows[0]?.pid;
        }),
      );
      expect(new Set(backends).size).toBe(process.env.DATABASE_URL ? 3 : 1);
    } finally {
      await app.close();
    }
  });
});
