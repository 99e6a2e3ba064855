import { describe, expect, it } from 'vitest';
import { hashKey, QueryClient } from './query-client.ts';

describe('hashKey', () => {
  it('names one query whatever the order of an object key’s members', () => {
    expect(hashKey(['loan', { id: 7, lang: 'fil' }])).toBe(
      hashKey(['loan', { lang: 'fil', id: 7 }]),
    );
  });

  it('leaves out members that are undefined, at any depth', () => {
    expect(hashKey(['loan', { id: 7, page: undefined, filter: { a: 1, b: undefined } }])).toBe(
      hashKey(['loan', { filter: { a: 1 }, id: 7 }]),
    );
  });

  it('keeps array order and tells different values apart', () => {
    expect(hashKey(['a', 'b'])).not.toBe(hashKey(['b', 'a']));
    expect(hashKey(['loan', { id: 7 }])).not.toBe(hashKey(['loan', { id: '7' }]));
    expect(hashKey(['loan', { id: 7 }])).not.toBe(hashKey(['loan', { id: 7, page: null }]));
  });
});

describe('QueryClient keys', () => {
  it('finds and invalidates a query by an equal key written another way', async () => {
    const client = new QueryClient({ staleTime: 30_000, refetchOnMount: () => true });
    client.setQueryData(['orders', { status: 'open', page: 1 }], ['A']);
    expect(client.getQueryData(['orders', { page: 1, status: 'open', sort: undefined }])).toEqual([
      'A',
    ]);
    await client.invalidateQueries({ queryKey: ['orders', { page: 1, status: 'open' }] });
    expect(client.find(['orders', { status: 'open', page: 1 }])?.state.isInvalidated).toBe(true);
  });
});
