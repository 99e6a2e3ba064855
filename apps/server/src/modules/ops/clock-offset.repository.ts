import type { Db } from '../../db/database.ts';

export async function readClockOffsetMs(db: Db): Promise<number> {
  const row = await db.selectFrom('clock_offset').select('offset_ms').executeTakeFirst();
  return row ? Number(row.offset_ms) : 0;
}

export async function writeClockOffsetMs(db: Db, offsetMs: number, now: Date): Promise<void> {
  await db
    .insertInto('clock_offset')
    .values({ offset_ms: offsetMs, updated_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ offset_ms: offsetMs, updated_at: now }))
    .execute();
}
