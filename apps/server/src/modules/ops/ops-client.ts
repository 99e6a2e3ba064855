import type { AppConfig } from '../../config.ts';
import { readOpsTokenFile } from './ops-token.ts';

export interface OpsClientOptions {
  baseUrl: string;
  token: string;
  /** The person behind the automation token (X-Operator), when named. */
  operator: string | undefined;
  fetch: typeof fetch;
}

/** The running server's operations API, over HTTP (the CLI never opens the database itself). */
export class OpsClient {
  readonly #options: OpsClientOptions;

  constructor(options: OpsClientOptions) {
    this.#options = options;
  }

  async call<T>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<T> {
    const { baseUrl, token, operator } = this.#options;
    let response: Response;
    try {
      response = await this.#options.fetch(`${baseUrl}/api/ops${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(operator ? { 'x-operator': operator } : {}),
          ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
        },
        ...(method === 'GET' ? {} : { body: JSON.stringify(body ?? {}) }),
      });
    } catch (error) {
      throw new OpsUnreachable(`cannot reach the server at ${baseUrl}: ${String(error)}`);
    }
    const envelope = (await response.json().catch(() => null)) as {
      code?: unknown;
      data?: T;
      message?: string;
    } | null;
    if (envelope?.code !== 0) {
      throw new OpsRefused(envelope?.message ?? `HTTP ${response.status}`);
    }
    return envelope.data as T;
  }
}

export class OpsRefused extends Error {}
export class OpsUnreachable extends Error {}
export class OpsUsage extends Error {}

/** Where the server listens and its token, from the same environment the server reads. */
export function opsTarget(
  config: Pick<AppConfig, 'opsToken' | 'dataDir' | 'host' | 'port' | 'publicUrl'>,
  env: Record<string, string | undefined>,
) {
  const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  const baseUrl = env.PUBLIC_URL ? config.publicUrl : `http://${host}:${config.port}`;
  const token = config.opsToken ?? readOpsTokenFile(config.dataDir);
  if (!token) {
    throw new OpsUsage(
      `no operations token: set OPS_TOKEN, or start the server once outside production so it writes ${config.dataDir}/ops-token`,
    );
  }
  return { baseUrl, token };
}
