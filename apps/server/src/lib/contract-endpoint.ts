import {
  type EndpointDescriptor,
  fromWireFields,
  OBFUSCATED_FIELD_NAMES,
  type ObfuscatedMessageField,
  type ParsedRequestOf,
  type ResponseOf,
  type SessionQuery,
  toWireFields,
} from '@loan/contract';
import { envelopeSchema, schemasOf, sessionQuerySchema } from '@loan/contract/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { safeEncode } from 'zod/v4/core';
import { requireUser, type SessionUser } from './session-user.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Variant-2 routes: the error handler writes their envelopes the same way. */
    obfuscated?: { messageField: ObfuscatedMessageField } | undefined;
  }
}

export interface EndpointContext {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The session query string (sessionid, device and product parameters). */
  query: SessionQuery;
  /** The session's borrower; on a public endpoint without one it answers sessionExpired. */
  user(): SessionUser;
}

export type EndpointHandler<E extends EndpointDescriptor> = (
  input: ParsedRequestOf<E>,
  context: EndpointContext,
) => Promise<ResponseOf<E>>;

export const SUCCESS_MESSAGE = 'success';

/**
 * Serves one contract call: method, path, validation and auth come from the descriptor, and the
 * handler's data is wrapped into the success envelope. Failures are thrown as `AppError`.
 * Obfuscated (variant-2) calls travel with wire field names and their own message field; the
 * handler sees and returns readable names only.
 */
export function registerEndpoint<E extends EndpointDescriptor>(
  app: FastifyInstance,
  descriptor: E,
  handler: EndpointHandler<E>,
): void {
  const schemas = schemasOf(descriptor);
  const obfuscated = descriptor.obfuscated;
  const route: RouteOptions = {
    method: descriptor.method,
    url: descriptor.path,
    config: { obfuscated, endpoint: descriptor },
    schema: {
      ...requestSchemas(descriptor, schemas.request),
      response: { 200: obfuscated ? wireEnvelopeSchema : envelopeSchema(schemas.response) },
    },
    handler: async (request, reply) => {
      const query = request.query as SessionQuery;
      const input = descriptor.encoding === 'query' ? request.query : request.body;
      const data = await handler(input as ParsedRequestOf<E>, {
        request,
        reply,
        query,
        user: () => requireUser(request),
      });
      if (!obfuscated) return { code: descriptor.successCode, data, message: SUCCESS_MESSAGE };
      return {
        code: descriptor.successCode,
        data: toWireFields(checkedData(descriptor, schemas.response, data)),
        [obfuscated.messageField]: SUCCESS_MESSAGE,
      };
    },
  };
  // Before validation, so a caller without a session learns that first (and nothing about the body).
  if (descriptor.auth === 'session') route.preValidation = app.authenticate;
  app.route(route);
}

// The wire names are checked on the readable data before renaming (checkedData).
const wireEnvelopeSchema = z.looseObject({ code: z.union([z.number(), z.string()]) });

function checkedData(descriptor: EndpointDescriptor, schema: $ZodType, data: unknown): unknown {
  const result = safeEncode(schema, data);
  if (!result.success) {
    throw new Error(`${descriptor.id}: the handler's data does not match the contract`, {
      cause: result.error,
    });
  }
  return result.data;
}

function requestSchemas(descriptor: EndpointDescriptor, request: $ZodType) {
  const readable = descriptor.obfuscated ? z.preprocess(fromWireFields, request) : request;
  switch (descriptor.encoding) {
    case 'query':
      return { querystring: queryWithSession(descriptor, request) };
    case 'json':
    case 'form':
      return { querystring: sessionQuerySchema, body: readable };
    case 'multipart':
      // The handler reads the parts itself (request.file()), within the multipart limits.
      return { querystring: sessionQuerySchema };
  }
}

/**
 * The session parameters and the call's own fields share one query string. The call's fields
 * win where names meet (a payload `orderId` over the page's), and coerced values stay coerced.
 */
function queryWithSession(descriptor: EndpointDescriptor, request: $ZodType) {
  if (!(request instanceof z.ZodObject)) {
    throw new Error(`${descriptor.id}: a query endpoint needs an object schema`);
  }
  const combined = sessionQuerySchema.extend(request.shape);
  return descriptor.obfuscated ? z.preprocess(readableQuery, combined) : combined;
}

const WIRE_NAMES = new Set<string>(Object.values(OBFUSCATED_FIELD_NAMES));

/** Wire names renamed to readable ones, replacing a session parameter of the same name. */
function readableQuery(raw: unknown): unknown {
  if (raw === null || typeof raw !== 'object') return raw;
  const entries = Object.entries(raw);
  const wire = Object.fromEntries(entries.filter(([key]) => WIRE_NAMES.has(key)));
  const rest = Object.fromEntries(entries.filter(([key]) => !WIRE_NAMES.has(key)));
  return { ...rest, ...(fromWireFields(wire) as object) };
}
