import type { Kysely } from 'kysely';

/** A database's connections as the metrics show them (decision 0078). */
export interface ConnectionStats {
  /** Connections open. */
  total: number;
  /** Open and not lent to a query or transaction. */
  idle: number;
  /** Queries or transactions waiting for a connection. */
  waiting: number;
}

// Kysely hides its driver: each handle is noted with how to read its connections when it is made.
// biome-ignore lint/suspicious/noExplicitAny: any schema's handle
const readers = new WeakMap<Kysely<any>, () => ConnectionStats>();

// biome-ignore lint/suspicious/noExplicitAny: any schema's handle
export function noteConnectionStats<T extends Kysely<any>>(db: T, read: () => ConnectionStats): T {
  readers.set(db, read);
  return db;
}

/** The handle's connections now; none for a handle made elsewhere (a test's own). */
// biome-ignore lint/suspicious/noExplicitAny: any schema's handle
export function connectionStatsOf(db: Kysely<any>): ConnectionStats | undefined {
  return readers.get(db)?.();
}
