import type { EndpointDescriptor } from '@loan/contract';
import { schemasOf } from '@loan/contract/schemas';
import { z } from 'zod';

// What the OpenAPI document test reads from the contract and walks in the document.

// biome-ignore lint/suspicious/noExplicitAny: the document is read as plain JSON, at any depth
type Json = Record<string, any>;

export function requestShape(descriptor: EndpointDescriptor): object {
  const request = schemasOf(descriptor).request;
  return request instanceof z.ZodObject ? request.shape : {};
}

export function responseShape(descriptor: EndpointDescriptor): object {
  const response = schemasOf(descriptor).response;
  return response instanceof z.ZodObject ? response.shape : {};
}

export type ExampleCheck = (schema: Json, example: unknown, where: string) => void;

/** Every example of the document: in schemas, media types and parameters. Answers how many. */
export function checkExamples(node: unknown, check: ExampleCheck, where = '#'): number {
  if (node === null || typeof node !== 'object') return 0;
  if (Array.isArray(node)) {
    return node.reduce(
      (sum, item, index) => sum + checkExamples(item, check, `${where}/${index}`),
      0,
    );
  }
  const object = node as Json;
  let count = 0;
  const schema = object.schema as Json | undefined;
  const isSchemaObject = ['type', 'properties', 'anyOf', 'oneOf', 'const', 'items'].some(
    (key) => key in object,
  );
  if (schema && typeof schema === 'object') {
    // A media type or a parameter: `example` and `examples` (by name) beside its schema.
    const named = object.examples && !Array.isArray(object.examples) ? object.examples : {};
    const examples = [
      ...('example' in object ? [object.example] : []),
      ...Object.values(named as Json).map((example) => example.value),
    ];
    for (const example of examples) check(schema, example, where);
    count += examples.length;
  } else if (isSchemaObject) {
    const examples = Array.isArray(object.examples) ? object.examples : [];
    for (const example of examples) check(object, example, where);
    count += examples.length;
  }
  for (const [key, value] of Object.entries(object)) {
    if (key === 'examples' || key === 'example') continue;
    count += checkExamples(value, check, `${where}/${key}`);
  }
  return count;
}
