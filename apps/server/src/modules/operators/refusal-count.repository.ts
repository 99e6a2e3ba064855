import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Counts one refusal of an address in a window, across every process; the count so far. */
export async function countRefusal(db: Db, ip: string, windowStart: Date): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    insert into ops_refusal_counts (ip, window_start, count) values (${ip}, ${windowStart}, 1)
    on conflict (ip, window_start) do update set count = ops_refusal_counts.count + 1
    returning count`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

export async function deleteRefusalCountsBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('ops_refusal_counts').where('window_start', '<', before).execute();
}

export function refusalCountsOf(db: Db, ip: string) {
  return db
    .selectFrom('ops_refusal_counts')
    .select(['window_start', 'count'])
    .where('ip', '=', ip)
    .orderBy('window_start')
    .execute();
}
