import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_GROUPS, storage } from './storage.ts';

afterEach(() => storage.clearAll());

describe('storage', () => {
  it('has the spec groups', () => {
    expect(STORAGE_GROUPS).toEqual([
      'setting',
      'main',
      'login',
      'order',
      'productDetail',
      'public',
      'personal',
      'job',
      'ext',
      'bank',
      'enum',
      'txt',
      'citySelect',
      'day',
    ]);
  });

  it('stores JSON per group', () => {
    storage.set('order', { orderNo: 'A1', amount: 100 });
    storage.set('day', 3);
    expect(storage.get('order')).toEqual({ orderNo: 'A1', amount: 100 });
    expect(storage.get<number>('day')).toBe(3);
    expect(storage.get('bank')).toBeNull();
    storage.remove('order');
    expect(storage.get('order')).toBeNull();
  });

  it('clears every group but nothing else', () => {
    localStorage.setItem('unrelated', 'keep');
    for (const group of STORAGE_GROUPS) storage.set(group, group);
    storage.clearAll();
    expect(STORAGE_GROUPS.map((group) => storage.get(group))).toEqual(
      STORAGE_GROUPS.map(() => null),
    );
    expect(localStorage.getItem('unrelated')).toBe('keep');
  });

  it('returns null for values that are not JSON', () => {
    localStorage.setItem('h5.txt', '{broken');
    expect(storage.get('txt')).toBeNull();
  });

  it('keeps working in memory when local storage is unavailable', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => storage.set('login', { phone: '0917' })).not.toThrow();
    expect(storage.get('login')).toEqual({ phone: '0917' });
    storage.clearAll();
    expect(storage.get('login')).toBeNull();
  });

  it('keeps a value in memory when the quota is exceeded', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key) {
      if (key !== 'h5.probe') throw new DOMException('full', 'QuotaExceededError');
    });
    storage.set('ext', ['a']);
    expect(storage.get('ext')).toEqual(['a']);
  });
});
