import type { EndpointDescriptor, ParsedRequestOf, ResponseOf, SessionQuery } from '@loan/contract';
import { envelopeSchema, schemasOf, sessionQuerySchema } from '@loan/contract/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import type { SessionUser } from '../../modules/user/session.service.ts';
import { requireUser } from './auth.ts';

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
 */
export function registerEndpoint<E extends EndpointDescriptor>(
  app: FastifyInstance,
  descriptor: E,
  handler: EndpointHandler<E>,
): void {
  const schemas = schemasOf(descriptor);
  const route: RouteOptions = {
    method: descriptor.method,
    url: descriptor.path,
    schema: {
      ...requestSchemas(descriptor, schemas.request),
      response: { 200: envelopeSchema(schemas.response) },
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
      return { code: descriptor.successCode, data, message: SUCCESS_MESSAGE };
    },
  };
  // Before validation, so a caller without a session learns that first (and nothing about the body).
  if (descriptor.auth === 'session') route.preValidation = app.authenticate;
  app.route(route);
}

function requestSchemas(descriptor: EndpointDescriptor, request: $ZodType) {
  switch (descriptor.encoding) {
    case 'query':
      return { querystring: z.intersection(sessionQuerySchema, request) };
    case 'json':
    case 'form':
      return { querystring: sessionQuerySchema, body: request };
    case 'multipart':
      throw new Error(`${descriptor.id}: multipart endpoints are not supported yet`);
  }
}
