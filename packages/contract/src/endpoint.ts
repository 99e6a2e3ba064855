import type { $ZodType, input, output } from 'zod/v4/core';

/** How a call's payload travels: JSON body, form-encoded body (client two), multipart, or query string (GET). */
export type BodyEncoding = 'json' | 'form' | 'multipart' | 'query';

/** Success is the number 0 or the string '00', exactly as the spec says per call. */
export type SuccessCode = 0 | '00';

export interface EndpointDescriptor<
  Req extends $ZodType = $ZodType,
  Res extends $ZodType = $ZodType,
> {
  /** Stable name, used in logs and in the handler registry. */
  readonly id: string;
  readonly method: 'GET' | 'POST';
  /** Full path as served, including the `/api` prefix. */
  readonly path: string;
  readonly encoding: BodyEncoding;
  readonly successCode: SuccessCode;
  /** `session`: needs a live `sessionid` in the query; `public`: anyone. */
  readonly auth: 'session' | 'public';
  readonly request: Req;
  readonly response: Res;
}

export function defineEndpoint<Req extends $ZodType, Res extends $ZodType>(
  descriptor: EndpointDescriptor<Req, Res>,
): EndpointDescriptor<Req, Res> {
  return descriptor;
}

export type RequestOf<E> = E extends EndpointDescriptor<infer Req, $ZodType> ? input<Req> : never;
export type ParsedRequestOf<E> =
  E extends EndpointDescriptor<infer Req, $ZodType> ? output<Req> : never;
export type ResponseOf<E> = E extends EndpointDescriptor<$ZodType, infer Res> ? output<Res> : never;
