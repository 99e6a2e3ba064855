import type { JsonSchema } from './json-schema.ts';

/**
 * A value that fits a JSON schema, built from its own examples, constants, enums and defaults;
 * plain text and the lowest number where nothing is given. None where a pattern or a format
 * would have to be guessed.
 */
export function exampleOf(schema: JsonSchema): unknown {
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if ('default' in schema) return schema.default;
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (branches) return firstDefined(branches.map(exampleOf));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return firstDefined(types.map((type) => exampleOfType(schema, type)));
}

function exampleOfType(schema: JsonSchema, type: unknown): unknown {
  switch (type) {
    case 'object':
      return objectExample(schema);
    case 'array':
      return arrayExample(schema);
    case 'string':
      return stringExample(schema);
    case 'integer':
    case 'number':
      return numberExample(schema);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return undefined;
  }
}

function objectExample(schema: JsonSchema): object | undefined {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const entries: Array<[string, unknown]> = [];
  for (const [name, property] of Object.entries(properties)) {
    const value = exampleOf(property);
    if (value === undefined && required.has(name)) return undefined;
    if (value !== undefined) entries.push([name, value]);
  }
  return Object.fromEntries(entries);
}

function arrayExample(schema: JsonSchema): unknown[] | undefined {
  const item = schema.items ? exampleOf(schema.items as JsonSchema) : undefined;
  if (item !== undefined) return [item];
  return ((schema.minItems as number | undefined) ?? 0) === 0 ? [] : undefined;
}

function stringExample(schema: JsonSchema): string | undefined {
  if (schema.pattern || schema.format || schema.contentMediaType) return undefined;
  const min = (schema.minLength as number | undefined) ?? 0;
  const max = (schema.maxLength as number | undefined) ?? Number.POSITIVE_INFINITY;
  const text = 'text'.padEnd(min, 'x');
  return text.length <= max ? text : text.slice(0, max);
}

/** Zero where the bounds allow it (zod bounds every integer by the safe range), else the lowest. */
function numberExample(schema: JsonSchema): number | undefined {
  const exclusive = schema.exclusiveMinimum as number | undefined;
  const min =
    (schema.minimum as number | undefined) ?? (exclusive === undefined ? 0 : exclusive + 1);
  const max = (schema.maximum as number | undefined) ?? Number.POSITIVE_INFINITY;
  const value = Math.max(min, 0);
  return value <= max ? value : undefined;
}

function firstDefined(values: unknown[]): unknown {
  return values.find((value) => value !== undefined);
}
