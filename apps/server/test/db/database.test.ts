import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
});
