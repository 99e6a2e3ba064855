import type { $ZodType, input, output } from 'zod/v4/core';

/** How a call's payload travels: JSON body, form-encoded body (client two), multipart, or query string (GET). */
export type BodyEncoding = 'json' | 'form' | 'multipart' | 'query';

/** Where a variant-2 envelope puts its message instead of `message`. */
export type ObfuscatedMessageField = 'alteration' | 'treatment';

/** Renames a value's keys, at every depth, between readable and wire names. */
export interface FieldObfuscation {
  toWire(value: unknown): unknown;
  fromWire(value: unknown): unknown;
}

/** Success is the number 0 or the string '00', exactly as the spec says per call. */
export type SuccessCode = 0 | '00';

/** The zod schemas of one call: its payload and the `data` of its success envelope. */
export interface EndpointSchemas {
  readonly request: $ZodType;
  readonly response: $ZodType;
}

/**
 * One call of the contract. Its schemas live apart (`@loan/contract/schemas`, keyed by `id`) so the
 * browser bundle carries no zod: the descriptor links to them by type only.
 */
export interface EndpointDescriptor<S extends EndpointSchemas = EndpointSchemas> {
  /** Stable name: the key of its schemas, used in logs and in the handler registry. */
  readonly id: string;
  readonly method: 'GET' | 'POST';
  /** Full path as served, including the `/api` prefix. */
  readonly path: string;
  readonly encoding: BodyEncoding;
  readonly successCode: SuccessCode;
  /** `session`: needs a live `sessionid` in the query; `public`: anyone. */
  readonly auth: 'session' | 'public';
  /**
   * Variant-2 calls: field names travel obfuscated (one map, OBFUSCATED_FIELD_NAMES) and the
   * envelope's message sits under another name. Schemas and pages use the readable names. The
   * renaming travels with the descriptors that need it, so a page that makes no such call does not
   * download the map.
   */
  readonly obfuscated?: {
    readonly messageField: ObfuscatedMessageField;
    readonly fields: FieldObfuscation;
  };
  /** Type-level link to the schemas; never set at run time. */
  readonly schemas?: S;
}

export function defineEndpoint<S extends EndpointSchemas>(
  descriptor: Omit<EndpointDescriptor<S>, 'schemas'>,
): EndpointDescriptor<S> {
  return descriptor;
}

type SchemasOf<E> = E extends EndpointDescriptor<infer S> ? S : never;
export type RequestOf<E> = input<SchemasOf<E>['request']>;
export type ParsedRequestOf<E> = output<SchemasOf<E>['request']>;
export type ResponseOf<E> = output<SchemasOf<E>['response']>;
