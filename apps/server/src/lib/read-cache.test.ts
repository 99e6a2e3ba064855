import { describe, expect, it, vi } from 'vitest';
import { readCache } from './read-cache.ts';

describe('readCache', () => {
  it('reads once per key and database within its life, then again', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      const cache = readCache<string, number>(1000);
      const db = {};
      const load = vi.fn(async () => 7);
      expect(await cache.get(db, 'a', load)).toBe(7);
      expect(await cache.get(db, 'a', load)).toBe(7);
      await cache.get({}, 'a', load);
      await cache.get(db, 'b', load);
      expect(load).toHaveBeenCalledTimes(3);
      vi.advanceTimersByTime(1001);
      await cache.get(db, 'a', load);
      expect(load).toHaveBeenCalledTimes(4);
      cache.clear(db);
      await cache.get(db, 'a', load);
      expect(load).toHaveBeenCalledTimes(5);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not keep a failed read', async () => {
    const cache = readCache<string, number>(1000);
    const db = {};
    await expect(cache.get(db, 'a', () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect(await cache.get(db, 'a', async () => 3)).toBe(3);
  });
});
