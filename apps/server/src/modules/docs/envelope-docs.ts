import { BUSINESS_CODE, type ObfuscatedMessageField, type SuccessCode } from '@loan/contract';
import { validationErrorDataSchema } from '@loan/contract/schemas';
import { SUCCESS_MESSAGE } from '../../lib/contract-endpoint.ts';
import { SESSION_EXPIRED_MESSAGE } from '../../lib/session-user.ts';
import { exampleOf } from './example-of.ts';
import { type JsonSchema, jsonSchemaOf } from './json-schema.ts';

const REQUIRED_TEXT = 'Invalid input: expected string, received undefined';

type MessageField = ObfuscatedMessageField | 'message';

/** `{code, data, message}` with the call's success code and its data. */
export function successEnvelope(
  code: SuccessCode,
  data: JsonSchema,
  messageField: MessageField,
): JsonSchema {
  const example = exampleOf(data);
  return {
    title: 'success',
    type: 'object',
    properties: { code: { const: code }, data, [messageField]: { type: 'string' } },
    required: ['code', 'data', messageField],
    ...(example === undefined
      ? {}
      : { examples: [{ code, data: example, [messageField]: SUCCESS_MESSAGE }] }),
  };
}

/**
 * Any other outcome: a business failure (HTTP 200, a code of BUSINESS_CODE), a malformed request
 * (400, `data.fields` names each wrong field), no session (401), too many requests (429).
 */
export function failureEnvelope(code: SuccessCode | null, messageField: MessageField): JsonSchema {
  return {
    title: 'failure',
    type: 'object',
    properties: {
      code: {
        type: ['integer', 'string'],
        ...(code === null ? {} : { not: { const: code } }),
      },
      data: { anyOf: [{ type: 'null' }, jsonSchemaOf(validationErrorDataSchema, 'output')] },
      [messageField]: { type: 'string' },
    },
    required: ['code', 'data', messageField],
    examples: [
      { code: BUSINESS_CODE.sessionExpired, data: null, [messageField]: SESSION_EXPIRED_MESSAGE },
      {
        code: BUSINESS_CODE.invalidRequest,
        data: { fields: [{ path: 'phone', message: REQUIRED_TEXT }] },
        [messageField]: `Invalid request: phone ${REQUIRED_TEXT}`,
      },
    ],
  };
}

/**
 * What every call may answer besides its success, as HTTP 4XX and 5XX: the envelope with a code
 * of its own (the spec's business failures stay in the 200 above).
 */
export function errorResponses(messageField: MessageField): Record<string, unknown> {
  const envelope = { 'application/json': { schema: failureEnvelope(null, messageField) } };
  return {
    '4XX': {
      description:
        'A malformed request (400), no or an ended session (401), a body too large (413), or too many requests (429), as an envelope',
      content: envelope,
    },
    '5XX': { description: 'A server fault (500), as an envelope', content: envelope },
  };
}
