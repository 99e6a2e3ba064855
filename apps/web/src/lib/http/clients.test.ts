import { describe, expect, it } from 'vitest';
import { clientOf, encodeBody, toPairs } from './clients.ts';

describe('clients', () => {
  it('picks client two for form bodies and client one otherwise', () => {
    expect(clientOf('form')).toBe('two');
    expect(clientOf('json')).toBe('one');
    expect(clientOf('multipart')).toBe('one');
    expect(clientOf('query')).toBe('one');
  });

  it('flattens payloads: nullish skipped, arrays repeated, objects as JSON', () => {
    expect(toPairs({ a: 1, b: null, c: undefined, d: ['x', 'y'], e: { f: 1 }, g: false })).toEqual([
      ['a', '1'],
      ['d', 'x'],
      ['d', 'y'],
      ['e', '{"f":1}'],
      ['g', 'false'],
    ]);
  });

  it('encodes bodies by encoding', () => {
    expect(encodeBody('json', { a: 1 })).toEqual({
      body: '{"a":1}',
      contentType: 'application/json',
    });
    expect(encodeBody('form', { a: 'x y', b: 2 })).toEqual({
      body: 'a=x+y&b=2',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(encodeBody('query', { a: 1 })).toEqual({});
    const multipart = encodeBody('multipart', { problemImage: new Blob(['x']), note: 'n' });
    expect(multipart.contentType).toBeUndefined();
    expect(multipart.body).toBeInstanceOf(FormData);
    expect((multipart.body as FormData).get('note')).toBe('n');
  });
});
