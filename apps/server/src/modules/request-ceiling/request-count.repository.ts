import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Adds this process's counts to the shared ones; returns the totals per address. */
export async function addRequestCounts(
  db: Db,
  windowStart: Date,
  counts: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  if (counts.size === 0) return new Map();
  const values = [...counts].map(([ip, count]) => ({ ip, window_start: windowStart, count }));
  const rows = await db
    .insertInto('request_counts')
    .values(values)
    .onConflict((oc) =>
      oc
        .columns(['ip', 'window_start'])
        .doUpdateSet({ count: sql`request_counts.count + excluded.count` }),
    )
    .returning(['ip', 'count'])
    .execute();
  return new Map(rows.map((row) => [row.ip, row.count]));
}

export async function deleteRequestCountsBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('request_counts').where('window_start', '<', before).execute();
}
