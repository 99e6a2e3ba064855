import { BUSINESS_CODE, OBFUSCATED_FIELD_NAMES, type ValidationErrorData } from '@loan/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { errorMessageIn } from '../../modules/language/error-texts.ts';
import { requestLanguage } from '../../modules/language/language.service.ts';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong, please try again later';

/** The one place errors become responses; nothing but our own messages reaches the client. */
export default fp(
  async (app) => {
    const send = sendIn(app);
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        return send(reply, error.httpStatus, error.code, error.data, error.message);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const context = error.validationContext ?? 'body';
        const wire = reply.request.routeOptions.config.obfuscated !== undefined;
        const fields = error.validation.map((issue) => ({
          path: fieldPath(context, issue.instancePath, wire),
          message: issue.message ?? 'is invalid',
        }));
        return sendInvalid(send, reply, fields);
      }
      const status = error.statusCode ?? 500;
      if (status === 413) {
        return send(reply, 413, BUSINESS_CODE.payloadTooLarge, null, 'Request body is too large');
      }
      // Fastify's own client errors (bad JSON, wrong content type) have safe messages.
      if (status >= 400 && status < 500) {
        const message = error.code?.startsWith('FST_') ? error.message : 'Bad request';
        if (status === 400) return sendInvalid(send, reply, [{ path: 'body', message }]);
        return send(reply, status, status, null, message);
      }
      request.log.error({ err: error }, 'unexpected error');
      return send(reply, 500, BUSINESS_CODE.internalError, null, INTERNAL_ERROR_MESSAGE);
    });
  },
  { name: 'error-handler' },
);

// Body fields are named bare (`phone`); other parts with their prefix (`query.sessionid`).
// Variant-2 routes name fields as they travel (`lantern`, not `amount`).
function fieldPath(context: string, instancePath: string, wire: boolean): string {
  const names: Readonly<Record<string, string>> = wire ? OBFUSCATED_FIELD_NAMES : {};
  const field = instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => names[part] ?? part)
    .join('.');
  const prefix = context === 'querystring' ? 'query' : context;
  if (!field) return prefix;
  return context === 'body' ? field : `${prefix}.${field}`;
}

function sendInvalid(send: Send, reply: FastifyReply, fields: ValidationErrorData['fields']) {
  const first = fields[0];
  const message = first ? `Invalid request: ${first.path} ${first.message}` : 'Invalid request';
  return send(reply, 400, BUSINESS_CODE.invalidRequest, { fields }, message);
}

type Send = (
  reply: FastifyReply,
  status: number,
  code: number | string,
  data: unknown,
  message: string,
) => Promise<FastifyReply>;

/** Sends the error envelope, its message in the request's language (docs/decisions/0038). */
function sendIn(app: FastifyInstance): Send {
  return async (reply, status, code, data, message) => {
    const lang = await requestLanguage(app, reply.request).catch(() => 'en' as const);
    // Variant-2 routes carry their message under their own name (route config, lib/contract-endpoint.ts).
    const messageField = reply.request.routeOptions.config.obfuscated?.messageField ?? 'message';
    return reply.code(status).send({ code, data, [messageField]: errorMessageIn(lang, message) });
  };
}
