import { BUSINESS_CODE } from '@loan/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.ts';
import {
  findControlCharacter,
  jsonDepthExceeds,
  MAX_JSON_DEPTH,
  withoutControlCharacters,
} from '../../lib/input-shape.ts';

const CONTROL_MESSAGE = 'must not contain control characters';
const DEPTH_MESSAGE = `must not nest deeper than ${MAX_JSON_DEPTH} levels`;

/**
 * Refuses input no call can use before any work is done: JSON nested too deep (counted on the
 * text, before parsing) and control characters in any string of the path, query or body.
 */
export default fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (jsonDepthExceeds(body as string)) {
        done(invalid('body', DEPTH_MESSAGE), undefined);
        return;
      }
      parseJson(request, body as string, done);
    });
    // Before every route's own hooks (authentication, validation, handlers).
    app.addHook('preValidation', async (request) => assertPlainText(request));
  },
  { name: 'input-guard', dependencies: ['error-handler'] },
);

function assertPlainText(request: FastifyRequest): void {
  const parts = [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const;
  for (const [part, value] of parts) {
    const path = findControlCharacter(value);
    if (path) throw invalid(fieldName(part, path), CONTROL_MESSAGE);
  }
}

// The envelope names fields the way validation errors do: body fields bare, others prefixed.
function fieldName(part: 'params' | 'query' | 'body', path: string[]): string {
  const field = withoutControlCharacters(path.join('.'));
  if (part === 'body') return field || 'body';
  return field ? `${part}.${field}` : part;
}

function invalid(path: string, message: string): AppError {
  return new AppError(BUSINESS_CODE.invalidRequest, `Invalid request: ${path} ${message}`, 400, {
    fields: [{ path, message }],
  });
}
