import { OBFUSCATED_FIELD_NAMES, toWireFields } from '@loan/contract';

type Json = unknown;
const WIRE: Readonly<Record<string, string>> = OBFUSCATED_FIELD_NAMES;
const wireName = (name: string) => WIRE[name] ?? name;

/**
 * A JSON schema with its property names as variant-2 calls send them (the one map, at every
 * depth, as `toWireFields` renames the values); examples and defaults are renamed with them.
 */
export function toWireSchema(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(toWireSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, renamedKeyword(key, value)]),
  );
}

function renamedKeyword(keyword: string, value: Json): Json {
  switch (keyword) {
    case 'properties':
      return Object.fromEntries(
        Object.entries(value as object).map(([name, sub]) => [wireName(name), toWireSchema(sub)]),
      );
    case 'required':
      return Array.isArray(value) ? value.map((name) => wireName(String(name))) : value;
    case 'examples':
      return Array.isArray(value) ? value.map(toWireFields) : value;
    case 'default':
    case 'const':
      return toWireFields(value);
    case 'enum':
      return Array.isArray(value) ? value.map(toWireFields) : value;
    default:
      return toWireSchema(value);
  }
}
