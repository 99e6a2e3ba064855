import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPLAINT_IMAGE_FIELD, DEMO_BORROWER_PHONE, endpoints } from '@loan/contract';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { startLocalS3 } from '../../apps/server/test/helpers/local-s3.ts';
import { loginDemoBorrower } from './demo-login.ts';
import { withScratchPostgres } from './scratch-postgres.ts';
import { startServer } from './server-process.ts';

/**
 * Complaint images kept on the disk, in the database and in an S3-compatible bucket (a local S3
 * server) (`npm run bench:uploads -w @loan/bench`; BENCH_UPLOAD_STORES=disk,s3 for some only):
 * uploads one after another, then images served under load, on PGlite and on PostgreSQL.
 */
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.BENCH_PORT ?? 18_430);
const DURATION_SECONDS = Number(process.env.BENCH_API_SECONDS ?? 5);
const CONNECTIONS = 10;
const UPLOADS = 20;
const SIZES_KB = [300, 2048];
const STORES = (process.env.BENCH_UPLOAD_STORES ?? 'disk,database,s3').split(',');

interface Row {
  database: string;
  store: string;
  uploadMs: number;
  reads: { sizeKb: number; requestsPerSecond: number; p50Ms: number; p99Ms: number; bad: number }[];
}

// Bytes per pixel of a JPEG of noise at quality 90: noise does not compress, as a photo barely does.
const JPEG_NOISE_BYTES_PER_PIXEL = 0.83;

/** A real JPEG of about a phone photo's size (the server re-encodes what it takes). */
async function photo(sizeKb: number): Promise<Buffer> {
  const side = Math.round(Math.sqrt((sizeKb * 1024) / JPEG_NOISE_BYTES_PER_PIXEL));
  const raw = { width: side, height: side, channels: 3 as const };
  return sharp(randomBytes(side * side * 3), { raw })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function upload(baseUrl: string, sessionid: string, bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.append(COMPLAINT_IMAGE_FIELD, new Blob([bytes], { type: 'image/jpeg' }), 'photo.jpg');
  const url = `${baseUrl}${endpoints.uploadProblemImg.path}?sessionid=${sessionid}`;
  const body = (await (await fetch(url, { method: 'POST', body: form })).json()) as {
    code: number;
    data: { url: string } | null;
    message: string;
  };
  if (body.code !== 0 || !body.data) throw new Error(`upload refused: ${body.message}`);
  return body.data.url;
}

async function measure(database: string, store: string, env: Record<string, string>) {
  const bucket = store === 's3' ? await startLocalS3() : undefined;
  const storeEnv = bucket?.env ?? { UPLOAD_STORAGE: store };
  const server = await startServer({ repoRoot, port, env: { ...env, ...storeEnv } }).catch(
    async (error: unknown) => {
      await bucket?.close();
      throw error;
    },
  );
  try {
    const sessionid = await loginDemoBorrower(server.baseUrl, DEMO_BORROWER_PHONE);
    const started = performance.now();
    for (let i = 0; i < UPLOADS; i += 1) await upload(server.baseUrl, sessionid, await photo(300));
    const uploadMs = (performance.now() - started) / UPLOADS;
    const reads: Row['reads'] = [];
    for (const sizeKb of SIZES_KB) {
      const url = `${server.baseUrl}${await upload(server.baseUrl, sessionid, await photo(sizeKb))}`;
      await autocannon({ url, connections: CONNECTIONS, duration: 1 });
      const run = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
      reads.push({
        sizeKb,
        requestsPerSecond: run.requests.average,
        p50Ms: run.latency.p50,
        p99Ms: run.latency.p99,
        bad: run.errors + run.timeouts + run.non2xx,
      });
    }
    return { database, store, uploadMs, reads };
  } finally {
    await server.stop();
    await bucket?.close();
  }
}

const rows: Row[] = [];
for (const store of STORES) rows.push(await measure('PGlite', store, {}));
// A fresh database each: a login code per phone per minute.
for (const store of STORES) {
  const row = await withScratchPostgres((url) =>
    measure('PostgreSQL', store, { DATABASE_URL: url }),
  );
  if (row) rows.push(row);
}

const report = [
  '# Complaint images: disk, database and S3-compatible bucket',
  '',
  `Measured ${new Date().toISOString()} on ${cpus().length} cores, Node ${process.version}, by \`npm run bench:uploads -w @loan/bench\`: ${UPLOADS} uploads of 300 kB one after another (mean ms each), then GET of one image with autocannon, ${CONNECTIONS} connections, ${DURATION_SECONDS} s after a 1 s warm-up, load generator and server on the same machine.`,
  '',
  '| database | store | upload ms | image kB | req/s | p50 ms | p99 ms | errors + non-2xx |',
  '|---|---|---|---|---|---|---|---|',
  ...rows.flatMap((row) =>
    row.reads.map(
      (read) =>
        `| ${row.database} | ${row.store} | ${row.uploadMs.toFixed(1)} | ${read.sizeKb} | ${read.requestsPerSecond.toFixed(0)} | ${read.p50Ms} | ${read.p99Ms} | ${read.bad} |`,
    ),
  ),
  '',
].join('\n');
console.log(report);
