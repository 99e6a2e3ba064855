/** The named local-storage groups of spec 1 §3; each holds one JSON value. */
export const STORAGE_GROUPS = [
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
] as const;
export type StorageGroup = (typeof STORAGE_GROUPS)[number];

const KEY_PREFIX = 'h5.';

// Private browsing and locked-down webviews may refuse local storage (or throw on access); the
// app then keeps the groups in memory for the page's lifetime instead of failing.
const memory = new Map<string, string>();

function backend(): Storage | null {
  try {
    const store = window.localStorage;
    const probe = `${KEY_PREFIX}probe`;
    store.setItem(probe, probe);
    store.removeItem(probe);
    return store;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  return backend()?.getItem(key) ?? memory.get(key) ?? null;
}

function write(key: string, value: string): void {
  const store = backend();
  try {
    if (store) {
      store.setItem(key, value);
      memory.delete(key);
      return;
    }
  } catch {
    // quota exceeded: keep the value in memory rather than lose it
  }
  memory.set(key, value);
}

function remove(key: string): void {
  backend()?.removeItem(key);
  memory.delete(key);
}

export const storage = {
  get<T = unknown>(group: StorageGroup): T | null {
    const raw = read(KEY_PREFIX + group);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  set(group: StorageGroup, value: unknown): void {
    write(KEY_PREFIX + group, JSON.stringify(value));
  },
  remove(group: StorageGroup): void {
    remove(KEY_PREFIX + group);
  },
  /** Removes every group (the complaint flow clears them after a successful send). */
  clearAll(): void {
    for (const group of STORAGE_GROUPS) remove(KEY_PREFIX + group);
  },
};
