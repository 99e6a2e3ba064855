import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../helpers/build-test-app.ts';
import { createTestDatabase } from '../../helpers/test-database.ts';

describe('GET /api/health', () => {
  const t = useTestApp();

  it('answers ok when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    const database = await createTestDatabase();
    const app = await buildTestApp({ db: database.db });
    await database.drop();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable' });
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    await app.close();
  });
});
