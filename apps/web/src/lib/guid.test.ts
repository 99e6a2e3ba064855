import { describe, expect, it } from 'vitest';
import { guid } from './guid.ts';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('guid', () => {
  it('uses crypto.randomUUID when there is one', () => {
    expect(guid({ getRandomValues: (a) => a, randomUUID: () => 'from-random-uuid' })).toBe(
      'from-random-uuid',
    );
    expect(guid()).toMatch(V4);
  });

  it('falls back to getRandomValues with version and variant bits set', () => {
    const source = {
      getRandomValues: <T extends ArrayBufferView | null>(a: T) => {
        if (a instanceof Uint8Array) a.fill(0xff);
        return a;
      },
    };
    const id = guid(source as Pick<Crypto, 'getRandomValues'>);
    expect(id).toMatch(V4);
    expect(id).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });

  it('is different every time', () => {
    expect(new Set(Array.from({ length: 50 }, () => guid())).size).toBe(50);
  });
});
