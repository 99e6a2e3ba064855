import type { FastifyRequest } from 'fastify';
import type { AppConfig } from './config.ts';
import { redactUrl, SECRET_FIELDS } from './lib/redact.ts';

// `code` is handled on its own below.
const SECRET_KEYS = SECRET_FIELDS.filter((key) => key !== 'code');

// fast-redact needs explicit depths; three levels cover our log calls. `code` is only redacted at
// the top level because error objects carry a harmless `err.code` worth keeping.
export const REDACT_PATHS = [
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
  'code',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
  // Some errors (response serialization errors) carry the request URL, query string included.
  'err.url',
];

export interface LogDestination {
  write(line: string): void;
}

export function loggerOptions(config: Pick<AppConfig, 'logLevel'>, stream?: LogDestination) {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}

// Fastify passes its request here; anything else logged under `req` is kept (and redacted).
function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  if (typeof request?.url !== 'string') return request as unknown as Record<string, unknown>;
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
