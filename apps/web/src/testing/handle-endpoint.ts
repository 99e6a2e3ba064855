import {
  type EndpointDescriptor,
  type Envelope,
  fromWireFields,
  type RequestOf,
  type ResponseOf,
  toWireFields,
} from '@loan/contract';
import { endpointSchemas } from '@loan/contract/schemas';
import { HttpResponse, http } from 'msw';
import { safeParse } from 'zod/v4/core';

export interface EndpointRequest<D extends EndpointDescriptor> {
  /** The payload as the app sent it (JSON body, form body or query string). */
  body: RequestOf<D>;
  query: URLSearchParams;
  request: Request;
}

type Resolver<D extends EndpointDescriptor> = (
  info: EndpointRequest<D>,
) => Envelope<ResponseOf<D>> | Response | Promise<Envelope<ResponseOf<D>> | Response>;

async function readPayload(
  descriptor: EndpointDescriptor,
  request: Request,
  query: URLSearchParams,
) {
  if (descriptor.method === 'GET' || descriptor.encoding === 'query') {
    return Object.fromEntries(query);
  }
  if (descriptor.encoding === 'json') return request.json();
  if (descriptor.encoding === 'form')
    return Object.fromEntries(new URLSearchParams(await request.text()));
  return Object.fromEntries(await request.formData());
}

/** An MSW handler for one contract endpoint; the resolver returns an envelope (or a Response). */
export function handleEndpoint<D extends EndpointDescriptor>(descriptor: D, resolver: Resolver<D>) {
  const method = descriptor.method === 'GET' ? http.get : http.post;
  return method(descriptor.path, async ({ request }) => {
    const query = new URL(request.url).searchParams;
    const wire = await readPayload(descriptor, request.clone(), query);
    // Variant-2 calls travel with obfuscated names; resolvers and schemas use the readable ones.
    const body = (descriptor.obfuscated ? fromWireFields(wire) : wire) as RequestOf<D>;
    // The app must send what the contract says, as the real server would insist.
    const schemas = endpointSchemas[descriptor.id];
    const checked = schemas ? safeParse(schemas.request, body) : null;
    if (checked && !checked.success) {
      const field = checked.error.issues[0]?.path.join('.') || 'body';
      return HttpResponse.json(fail(400, `Invalid request: ${field}`), { status: 400 });
    }
    const result = await resolver({ body, query, request });
    if (result instanceof Response) return result;
    return HttpResponse.json(descriptor.obfuscated ? toWire(descriptor, result) : result);
  });
}

/** What the real server sends for a variant-2 call: wire names, message under its own field. */
function toWire(descriptor: EndpointDescriptor, envelope: Envelope<unknown>) {
  const messageField = descriptor.obfuscated?.messageField ?? 'message';
  return {
    code: envelope.code,
    data: toWireFields(envelope.data),
    [messageField]: envelope.message,
  };
}

/** A success envelope carrying the endpoint's own success code. */
export function ok<D extends EndpointDescriptor>(
  descriptor: D,
  data: ResponseOf<D>,
): Envelope<ResponseOf<D>> {
  return { code: descriptor.successCode, data, message: 'success' };
}

export function fail(code: number | string, message: string): Envelope<never> {
  return { code, data: null, message };
}
