import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config.ts';
import { runOpsCli } from '../../src/modules/ops/ops-cli.ts';
import { OPS_TEST_TOKEN } from './loan.ts';

/** fetch, answered by the app in-process. */
export function fetchVia(app: FastifyInstance): typeof fetch {
  return (async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: init?.headers as Record<string, string>,
      ...(init?.body ? { payload: String(init.body) } : {}),
    });
    return new Response(response.body, { status: response.statusCode });
  }) as typeof fetch;
}

/** Runs the ops CLI against the app with the automation token; its exit code and output. */
export async function runCli(app: FastifyInstance, args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const env = { OPS_TOKEN: OPS_TEST_TOKEN };
  const config = loadConfig({ ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'loan-cli-')) });
  const code = await runOpsCli(args, config, {
    env,
    fetch: fetchVia(app),
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
