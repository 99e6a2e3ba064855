/**
 * How long a rarely changing read (catalogue, contact details) is served from memory. Short enough
 * that a change reaches every server process within seconds without telling them (DESIGN: an
 * in-process cache lives only seconds or is invalidated everywhere).
 */
export const READ_CACHE_MS = 5_000;

interface Entry<V> {
  at: number;
  value: Promise<V>;
}

/**
 * A read-through cache kept per database handle (each app, and each test's database, has its
 * own), by key. A failed read is not kept.
 */
export function readCache<K, V>(ttlMs: number = READ_CACHE_MS) {
  const byDb = new WeakMap<object, Map<K, Entry<V>>>();
  return {
    get(db: object, key: K, load: () => Promise<V>): Promise<V> {
      let entries = byDb.get(db);
      if (!entries) {
        entries = new Map();
        byDb.set(db, entries);
      }
      const now = performance.now();
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlMs) return hit.value;
      const value = load();
      const entry = { at: now, value };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    /** Forgets every entry of this database (after a write through this process). */
    clear(db: object): void {
      byDb.delete(db);
    },
  };
}
