import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Pool } from 'undici';

export interface Reply {
  status: number;
  /** The parsed envelope or JSON answer; undefined for other bodies and failed requests. */
  json: Record<string, unknown> | undefined;
}

export interface CallOptions {
  method: 'GET' | 'POST';
  path: string;
  /** Index of the server process that takes the request. */
  target: number;
  /** The client's address, sent as X-Forwarded-For (the server trusts the loopback proxy). */
  clientIp?: string;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  rawBody?: string;
}

const TIMEOUT_MS = 15_000;
/** What a phone's webview asks for: the server compresses answers above its threshold. */
const ACCEPT_ENCODING = 'br, gzip';

const DECODERS: Record<string, (body: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
};

/** Keep-alive connection pools, one per server process; bounded so the generator stays cheap. */
export class SoakHttp {
  private readonly pools: Pool[];

  constructor(
    readonly baseUrls: string[],
    connectionsPerServer: number,
  ) {
    this.pools = baseUrls.map(
      (url) =>
        new Pool(url, {
          connections: connectionsPerServer,
          pipelining: 1,
          keepAliveTimeout: 30_000,
          headersTimeout: TIMEOUT_MS,
          bodyTimeout: TIMEOUT_MS,
        }),
    );
  }

  async call(options: CallOptions): Promise<Reply> {
    const headers: Record<string, string> = {
      'accept-encoding': ACCEPT_ENCODING,
      ...options.headers,
    };
    if (options.clientIp) headers['x-forwarded-for'] = options.clientIp;
    let body: string | Buffer | undefined = options.rawBody;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      const encoded = new Response(options.form);
      headers['content-type'] = encoded.headers.get('content-type') ?? '';
      body = Buffer.from(await encoded.arrayBuffer());
    }
    const pool = this.pools[options.target % this.pools.length]!;
    const response = await pool.request({
      method: options.method,
      path: options.path,
      headers,
      ...(body === undefined ? {} : { body }),
    });
    const type = String(response.headers['content-type'] ?? '');
    if (type.includes('json')) {
      const bytes = Buffer.from(await response.body.arrayBuffer());
      const decode = DECODERS[String(response.headers['content-encoding'] ?? '')];
      const json = JSON.parse((decode ? decode(bytes) : bytes).toString('utf8'));
      return { status: response.statusCode, json: json as Record<string, unknown> };
    }
    await response.body.dump();
    return { status: response.statusCode, json: undefined };
  }

  async close(): Promise<void> {
    await Promise.all(this.pools.map((pool) => pool.close()));
  }
}
