import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * Adds this process's counts to the shared ones; returns the totals per address. One statement
 * text whatever the number of addresses (arrays, not a row of parameters each), so it is prepared
 * once per connection; rows are taken in address order, so two processes adding to the same
 * addresses lock them in the same order and never wait on each other in a cycle.
 */
export async function addRequestCounts(
  db: Db,
  windowStart: Date,
  counts: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  if (counts.size === 0) return new Map();
  const ips = [...counts.keys()].sort();
  const { rows } = await sql<{ ip: string; count: number }>`
    insert into request_counts (ip, window_start, count)
    select added.ip, ${windowStart}, added.count
    from unnest(${ips}::text[], ${ips.map((ip) => counts.get(ip))}::int[]) as added (ip, count)
    order by added.ip
    on conflict (ip, window_start) do update set count = request_counts.count + excluded.count
    returning ip, count`.execute(db);
  return new Map(rows.map((row) => [row.ip, row.count]));
}

export async function deleteRequestCountsBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('request_counts').where('window_start', '<', before).execute();
}
