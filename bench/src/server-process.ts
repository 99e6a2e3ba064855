import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The callback key the bench's servers are started with: the soak signs callbacks with it. */
export const BENCH_WEBHOOK_SECRET = 'bench-payment-webhook-secret-0123456789';

export interface RunningServer {
  baseUrl: string;
  /** Milliseconds from spawning the process to the first 200 from /api/health. */
  startToHealthyMs: number;
  stop: () => Promise<void>;
  /** The spawned process (npm); the server's node process is its descendant. */
  pid: number;
}

export interface StartOptions {
  repoRoot: string;
  port: number;
  /** Reuse a data directory (warm start); a fresh one is made when absent. */
  dataDir?: string;
  env?: Record<string, string>;
  /** Where the server's output goes (appended); without it, stdout is dropped and stderr shown. */
  logFile?: string;
}

/** Starts the real server (embedded database unless env says otherwise) and waits until healthy. */
export async function startServer(
  options: StartOptions,
): Promise<RunningServer & { dataDir: string }> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'loan-bench-'));
  const baseUrl = `http://127.0.0.1:${options.port}`;
  await assertPortFree(options.port);
  const started = performance.now();
  const child = spawn('npm', ['run', 'start', '-w', '@loan/server'], {
    cwd: options.repoRoot,
    env: {
      ...process.env,
      PORT: String(options.port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      NODE_ENV: 'development',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // The load generator is one address sending thousands of requests a second.
      REQUEST_CEILING_PER_MINUTE: String(100_000_000),
      PAYMENT_WEBHOOK_SECRET: BENCH_WEBHOOK_SECRET,
      ...options.env,
    },
    stdio: options.logFile
      ? ['ignore', openSync(options.logFile, 'a'), openSync(options.logFile, 'a')]
      : ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  await waitForHealth(baseUrl, child);
  const startToHealthyMs = performance.now() - started;
  return {
    baseUrl,
    dataDir,
    startToHealthyMs,
    stop: () => stopProcess(child),
    pid: child.pid ?? 0,
  };
}

/** A server left over from an earlier run would answer the health check and be measured. */
async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`port ${port} is in use: stop the process listening there first`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  throw new Error('server did not become healthy within 120 s');
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch (error) {
    // Already gone (stopped earlier in the run): nothing to stop.
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    return;
  }
  await Promise.race([exited, sleep(10_000)]);
}
