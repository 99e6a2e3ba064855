import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

export type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as JSON Schema 2020-12 (the dialect of OpenAPI 3.1): what a request may send
 * (`input`) or what a response holds (`output`). Transforms have no JSON form: they read as any.
 */
export function jsonSchemaOf(schema: $ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return json;
}

/** Two object schemas as one: the second's properties win where names meet. */
export function mergedObjects(first: JsonSchema, second: JsonSchema): JsonSchema {
  const required = new Set([...requiredOf(first), ...requiredOf(second)]);
  return {
    ...first,
    ...second,
    type: 'object',
    properties: { ...propertiesOf(first), ...propertiesOf(second) },
    ...(required.size > 0 ? { required: [...required] } : {}),
  };
}

function propertiesOf(schema: JsonSchema): object {
  return (schema.properties as object | undefined) ?? {};
}

function requiredOf(schema: JsonSchema): string[] {
  return (schema.required as string[] | undefined) ?? [];
}
