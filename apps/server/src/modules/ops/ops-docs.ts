import { envelopeSchema, validationErrorDataSchema } from '@loan/contract/schemas';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import {
  OPS_READ_SECURITY,
  OPS_WRITE_SECURITY,
  type ResponseDocs,
  type RouteDocs,
} from '../docs/route-docs.ts';
import { OPERATOR_HEADER } from '../operators/ops-identity.ts';

const JSON_TYPE = 'application/json';

const operatorHeaderSchema = z.object({
  [OPERATOR_HEADER]: z
    .string()
    .max(64)
    .optional()
    .describe(
      'With the automation token only: the person behind it, recorded as ops:token:automation/<name> (letters, digits, ._@-)',
    ),
});

/**
 * A guarded operations route as the document shows it: a bearer token or an operator's session
 * cookie (with its CSRF token on writes, as the guard asks), the envelope and the failures.
 */
export function documentGuardedOpsRoute(route: RouteOptions): void {
  const writes = route.method !== 'GET' && route.method !== 'HEAD';
  document(route, {
    tags: ['operations'],
    security: writes ? OPS_WRITE_SECURITY : OPS_READ_SECURITY,
    ...(writes ? { headers: operatorHeaderSchema } : {}),
    response: failureDocs({
      400: 'A malformed request: `data.fields` names each wrong field',
      401: 'Not signed in, or an unknown, expired or revoked token',
      403: 'A role without the permission, or a session write without its CSRF token',
      404: 'No such record',
      409: "A business rule refused the action: the envelope's code says which",
      429: 'Too many requests from this address',
    }),
  });
}

/** Setting up an account and signing in: no credentials (a route's own `security` says more). */
export function documentSignInRoute(route: RouteOptions): void {
  document(route, {
    tags: ['operator sign-in'],
    security: [],
    response: failureDocs({
      400: 'A malformed request: `data.fields` names each wrong field',
      401: 'A wrong password or code, or no session',
      403: 'A session write without its CSRF token',
      410: 'An unknown, used or expired setup link',
      429: 'Too many failed sign-ins, or too many requests from this address',
    }),
  });
}

/** The route's `config.openapi` comes first; its responses are added to the envelope's. */
function document(route: RouteOptions, defaults: RouteDocs): void {
  const own = route.config?.openapi;
  const success = (route.schema?.response as { 200?: $ZodType } | undefined)?.[200];
  route.config = {
    ...route.config,
    openapi: {
      ...defaults,
      ...own,
      response: {
        ...(success && { 200: jsonDocs('The envelope with code 0 and the data', success) }),
        ...defaults.response,
        ...own?.response,
      },
    },
  };
}

/** Each failure status with what it means; the body is the envelope with a non-zero code. */
function failureDocs(descriptions: Record<number, string>): Record<string, ResponseDocs> {
  const schema = envelopeSchema(validationErrorDataSchema);
  return Object.fromEntries(
    Object.entries(descriptions).map(([status, text]) => [status, jsonDocs(text, schema)]),
  );
}

function jsonDocs(description: string, schema: $ZodType): ResponseDocs {
  return { description, content: { [JSON_TYPE]: { schema } } };
}
