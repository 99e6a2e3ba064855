import {
  COMPLAINT_IMAGE_FIELD,
  COMPLAINT_IMAGE_MAX_BYTES,
  type EndpointDescriptor,
} from '@loan/contract';
import { endpointSummaries, schemasOf, sessionQuerySchema } from '@loan/contract/schemas';
import { errorResponses, failureEnvelope, successEnvelope } from './envelope-docs.ts';
import { type JsonSchema, jsonSchemaOf, mergedObjects } from './json-schema.ts';
import { toWireSchema } from './wire-names.ts';

/** A route schema in @fastify/swagger's terms, already in JSON Schema. */
export type RouteDocsJson = Record<string, unknown>;

const CONTENT_TYPES = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
} as const;

/** One contract call as the document describes it, from its descriptor and its schemas. */
export function endpointDocs(descriptor: EndpointDescriptor): RouteDocsJson {
  const schemas = schemasOf(descriptor);
  const wire = (json: JsonSchema) =>
    descriptor.obfuscated ? (toWireSchema(json) as JsonSchema) : json;
  const messageField = descriptor.obfuscated?.messageField ?? 'message';
  const request = wire(jsonSchemaOf(schemas.request, 'input'));
  const session = jsonSchemaOf(sessionQuerySchema, 'input');
  const data = wire(jsonSchemaOf(schemas.response, 'output'));
  return {
    operationId: descriptor.id,
    summary: endpointSummaries[descriptor.id],
    tags: [tagOf(descriptor)],
    description: descriptionOf(descriptor),
    // Public calls say so (an empty requirement), so no reader takes a missing one for a slip.
    security: descriptor.auth === 'session' ? [{ session: [] }] : [],
    querystring: descriptor.encoding === 'query' ? mergedObjects(session, request) : session,
    ...bodyOf(descriptor, request),
    response: {
      200: {
        description: `The envelope: code ${JSON.stringify(descriptor.successCode)} with the data, or a business failure`,
        content: {
          'application/json': {
            schema: {
              anyOf: [
                successEnvelope(descriptor.successCode, data, messageField),
                failureEnvelope(descriptor.successCode, messageField),
              ],
            },
          },
        },
      },
      ...errorResponses(messageField),
    },
  };
}

/** The first part of the call's id: the area of the contract it belongs to. */
export function tagOf(descriptor: EndpointDescriptor): string {
  return descriptor.id.split('.', 1)[0] ?? descriptor.id;
}

function bodyOf(descriptor: EndpointDescriptor, request: JsonSchema): RouteDocsJson {
  switch (descriptor.encoding) {
    case 'query':
      return {};
    case 'json':
    case 'form':
      return { body: request, consumes: [CONTENT_TYPES[descriptor.encoding]] };
    case 'multipart':
      return { body: imagePart(), consumes: [CONTENT_TYPES.multipart] };
  }
}

function imagePart(): JsonSchema {
  return {
    type: 'object',
    properties: {
      [COMPLAINT_IMAGE_FIELD]: {
        type: 'string',
        contentMediaType: 'application/octet-stream',
        description: `The image file, at most ${COMPLAINT_IMAGE_MAX_BYTES / 1024 / 1024} MB`,
      },
    },
    required: [COMPLAINT_IMAGE_FIELD],
  };
}

function descriptionOf(descriptor: EndpointDescriptor): string {
  const lines = [
    `Contract call \`${descriptor.id}\`. ${ENCODING_TEXT[descriptor.encoding]}`,
    descriptor.auth === 'session'
      ? 'Needs a live `sessionid` in the query.'
      : 'Public: no session needed.',
  ];
  if (descriptor.obfuscated) {
    lines.push(
      `Variant 2: field names travel obfuscated (as shown here), and the envelope carries its message under \`${descriptor.obfuscated.messageField}\`.`,
    );
  }
  return lines.join(' ');
}

const ENCODING_TEXT: Record<EndpointDescriptor['encoding'], string> = {
  json: 'The payload is a JSON body.',
  form: 'The payload is a form-encoded body.',
  multipart: `The payload is a multipart body with the image in \`${COMPLAINT_IMAGE_FIELD}\`.`,
  query: 'The payload travels in the query string, with the session parameters.',
};
