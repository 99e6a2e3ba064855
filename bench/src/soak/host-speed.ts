import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import pg from 'pg';

/**
 * Two figures of the machine itself, taken before a run seeds its database: a soak's figures
 * depend on the machine as much as on the code, and these say which machine it was. The same code
 * has met its goals on one machine and missed them on another half as fast.
 */
export interface HostSpeed {
  /** A fixed 19.6 KB page gzipped at level 6 (the server's level for pages), per second. */
  gzipPagesPerSecond: number;
  /** `select 1` answered over the run's PostgreSQL connection, one after another, per second. */
  postgresRoundTripsPerSecond?: number;
}

const SAMPLE_MS = 2_000;
const WARM_UP_MS = 500;

export async function measureHostSpeed(databaseUrl?: string): Promise<HostSpeed> {
  const gzipPagesPerSecond = await timesPerSecond(() => gzipSync(SAMPLE_PAGE, { level: 6 }));
  if (!databaseUrl) return { gzipPagesPerSecond };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const postgresRoundTripsPerSecond = await timesPerSecond(() => client.query('select 1'));
    return { gzipPagesPerSecond, postgresRoundTripsPerSecond };
  } finally {
    await client.end();
  }
}

/** How many times a second `work` runs, one after another, once warm (compiled, connected). */
async function timesPerSecond(work: () => unknown): Promise<number> {
  const warmUntil = performance.now() + WARM_UP_MS;
  while (performance.now() < warmUntil) await work();
  let times = 0;
  const started = performance.now();
  while (performance.now() - started < SAMPLE_MS) {
    await work();
    times += 1;
  }
  return Math.round((times * 1000) / (performance.now() - started));
}

/**
 * A fixed page about the rendered order page's size, of markup, style rules and JSON. It is more
 * regular than that page (3.2 KB gzipped against 6.1 KB) and so gzips faster: a gauge of the
 * machine, not of the server's cost.
 */
const SAMPLE_PAGE = (() => {
  const rows: string[] = [];
  for (let i = 0; rows.join('').length < 19_000; i += 1) {
    rows.push(
      `<div class="row_${i % 17}"><span class="label">Item ${i}</span><span class="value">₱${(i * 7919) % 100_000}.${String(i % 100).padStart(2, '0')}</span></div>`,
      `.row_${i % 23}{display:flex;padding:${i % 9}px ${i % 13}px;color:#${((i * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(0, 6)}}`,
      `{"orderId":"PN-${100_000 + i}","amount":${(i * 104_729) % 1_000_000},"due":"2026-12-${String((i % 28) + 1).padStart(2, '0')}"}`,
    );
  }
  return Buffer.from(rows.join('\n'));
})();
