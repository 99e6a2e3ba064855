import { allEndpoints, devSms, type EndpointDescriptor, endpoints } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { type RawBuilder, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { OPS_PREFIX } from '../../src/modules/ops/ops.routes.ts';
import { useTestApp } from '../helpers/build-test-app.ts';
import { logInDemoBorrower, OPS_ENV, OPS_TEST_TOKEN } from '../helpers/loan.ts';
import { contractRequests, type FuzzRequest, opsRequests } from './malformed-inputs.ts';

describe('malformed input on every route', () => {
  const t = useTestApp({ env: { ...OPS_ENV, LOG_LEVEL: 'error' } });

  it('never answers 500 or above, and a refused request writes nothing', {
    timeout: 90_000,
  }, async () => {
    const sessionid = await logInDemoBorrower(t.app);
    // The logouts end the session every other request relies on: they go last.
    const endsSession = (e: EndpointDescriptor) =>
      e === endpoints.logout || e === endpoints.logoutAll;
    const ordered = [
      ...allEndpoints.filter((e) => !endsSession(e)),
      devSms,
      ...allEndpoints.filter(endsSession),
    ];
    const requests = [
      ...ordered.flatMap((endpoint) => contractRequests(endpoint, sessionid)),
      ...opsRequests(OPS_PREFIX, OPS_TEST_TOKEN),
    ];
    const { failures, accepted } = await sendAll(t.app, t.db, requests);
    expect(failures).toEqual([]);
    // Optional fields left empty are still valid calls (and may write); they stay a handful.
    expect(accepted.length).toBeLessThan(requests.length / 20);
    expect(t.logs.text).not.toMatch(/"stack"|unexpected error/);
    expect(requests.length).toBeGreaterThan(1000);
  });
});

async function sendAll(app: FastifyInstance, db: Db, requests: FuzzRequest[]) {
  const failures: string[] = [];
  const accepted: string[] = [];
  const countRows = await rowCounter(db);
  let rows = await countRows();
  for (const { label, method, url, query, headers, payload } of requests) {
    const response = await app.inject({
      method,
      url,
      query,
      headers,
      payload,
      remoteAddress: '10.9.9.9',
    });
    const rowsAfter = await countRows();
    if (response.statusCode >= 500) failures.push(`${label}: ${response.statusCode}`);
    if (isSuccess(response.body)) accepted.push(label);
    else if (rowsAfter !== rows) failures.push(`${label}: refused but wrote rows`);
    rows = rowsAfter;
  }
  return { failures, accepted };
}

function isSuccess(body: string): boolean {
  try {
    const code = (JSON.parse(body) as { code?: unknown }).code;
    return code === 0 || code === '00';
  } catch {
    return false;
  }
}

/**
 * One query counting the rows of every table, so each request can be checked cheaply. The request
 * ceiling's counts are left out: they count every request, refused or not, flushed on a timer; so
 * are the audit trail, which records every operations request, refused ones above all, and the
 * counts of refused unauthenticated operations requests beside it.
 */
async function rowCounter(db: Db): Promise<() => Promise<number>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
      and table_name not in ('request_counts', 'audit_records', 'ops_refusal_counts')`.execute(db);
  const counts: RawBuilder<unknown>[] = tables.rows.map(
    ({ name }) => sql`(select count(*) from ${sql.table(name)})`,
  );
  const total = sql<{ n: string }>`select ${sql.join(counts, sql` + `)} as n`;
  return async () => Number((await total.execute(db)).rows[0]?.n);
}
