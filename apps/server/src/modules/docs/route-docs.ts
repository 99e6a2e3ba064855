import type { SwaggerTransform } from '@fastify/swagger';
import { API_PREFIX, type EndpointDescriptor } from '@loan/contract';
import { envelopeSchema } from '@loan/contract/schemas';
import type { FastifySchema } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { CEILING_EXEMPT_PATHS } from '../request-ceiling/request-ceiling.ts';
import { endpointDocs } from './endpoint-docs.ts';

/** A response described by content type (HTML pages, images, the callback's answer). */
export interface ResponseDocs {
  description: string;
  content: Record<string, { schema: $ZodType }>;
}

/**
 * What the document says of a route beyond what Fastify validates: for routes that read their
 * input themselves (the signed callback, uploads) and for what no schema says (tags, security).
 * Zod schemas, as in a route schema; nothing here is checked at run time.
 */
export interface RouteDocs {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  headers?: $ZodType;
  params?: $ZodType;
  querystring?: $ZodType;
  body?: $ZodType;
  consumes?: string[];
  response?: Record<string, $ZodType | ResponseDocs>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's description in the OpenAPI document (modules/docs). */
    openapi?: RouteDocs | undefined;
    /** A contract call: the document describes it from its descriptor. */
    endpoint?: EndpointDescriptor | undefined;
  }
}

/**
 * Who may call a guarded operations route (the schemes are declared in plugins/external/openapi.ts):
 * a bearer token, or an operator's session cookie, which writes send with its CSRF token.
 */
export const SESSION_READ_SECURITY = [{ operatorSession: [] }];
export const SESSION_WRITE_SECURITY = [{ operatorSession: [], csrfToken: [] }];
export const OPS_READ_SECURITY = [{ opsToken: [] }, ...SESSION_READ_SECURITY];
export const OPS_WRITE_SECURITY = [{ opsToken: [] }, ...SESSION_WRITE_SECURITY];

const zodTransform = createJsonSchemaTransform({ skipList: [] });

/**
 * Every API route as the document shows it: contract calls from their descriptors, the others
 * from their route schema and `config.openapi`. Pages and files outside /api are not the API.
 */
export const routeDocsTransform: SwaggerTransform = (document) => {
  const url = withNamedWildcard(document.url);
  const { route } = document;
  if (!isApiPath(url)) return { schema: { hide: true } as object, url };
  const config = route.config;
  if (config?.endpoint) return { schema: endpointDocs(config.endpoint), url };
  const docs = config?.openapi;
  const schema: FastifySchema & { security?: unknown } = {
    operationId: operationIdOf(route.method, url),
    // A route that names no credentials needs none: said outright.
    security: [],
    ...document.schema,
    ...docs,
  };
  const response: Record<string, unknown> = {
    ...(document.schema?.response as object | undefined),
    ...docs?.response,
  };
  if (!Object.keys(response).some(isClientError) && !CEILING_EXEMPT_PATHS.has(url)) {
    response[429] = TOO_MANY_REQUESTS_RESPONSE;
  }
  if (Object.keys(response).length > 0) schema.response = response;
  return zodTransform({ ...document, url, schema });
};

/** `/page/*` as a named path parameter: OpenAPI has no nameless one. */
function withNamedWildcard(url: string): string {
  return url.endsWith('/*') ? `${url.slice(0, -1)}:${WILDCARD_NAME}` : url;
}

const WILDCARD_NAME = 'path';

const isClientError = (status: string) => /^4(\d\d|XX)$/.test(status);

/** `GET /api/ops/orders/:orderId` -> `getOpsOrdersOrderId`: unique as method and path are. */
function operationIdOf(method: string | string[], url: string): string {
  const words = url
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word && word !== 'api')
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return `${String(method).toLowerCase()}${words.join('')}`;
}

export function isApiPath(url: string): boolean {
  return url.startsWith(`${API_PREFIX}/`);
}

/** A response of one content type whose body is text or bytes (pages, images). */
export function contentResponse(description: string, contentType: string): ResponseDocs {
  return { description, content: { [contentType]: { schema: z.string() } } };
}

export const HTML_TYPE = 'text/html; charset=utf-8';

/** Every /api route but the health check answers this past the per-address ceiling. */
const TOO_MANY_REQUESTS_RESPONSE: ResponseDocs = {
  description: 'Too many requests from this address: the envelope with its code',
  content: { 'application/json': { schema: envelopeSchema(z.null()) } },
};

/** The 404 envelope of a file or page that is not there. */
export const NOT_FOUND_RESPONSE: ResponseDocs = {
  description: 'No such file: the envelope with code 404',
  content: { 'application/json': { schema: envelopeSchema(z.null()) } },
};
