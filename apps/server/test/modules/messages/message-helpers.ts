import { expect } from 'vitest';
import type { Db } from '../../../src/db/database.ts';
import type { TestClock } from '../../helpers/test-clock.ts';

/** The borrower's messages, oldest first, as stored. */
export async function messagesOf(db: Db, userId: string) {
  return db
    .selectFrom('borrower_messages')
    .select(['kind', 'dedupe_key', 'title', 'body', 'link', 'sms_status', 'order_ref'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The SMS sent to a phone, oldest first (the dev outbox). */
export async function textsTo(db: Db, phone: string): Promise<string[]> {
  const rows = await db
    .selectFrom('sms_outbox')
    .select('body')
    .where('phone', '=', phone)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.body);
}

/** Moves the clock forward to `hour`:00 Philippine time on `date`. */
export function moveTo(clock: TestClock, date: string, hour: number): void {
  const target = new Date(`${date}T${String(hour).padStart(2, '0')}:00:00+08:00`).getTime();
  const now = clock.now().getTime();
  expect(target).toBeGreaterThan(now);
  clock.advance(target - now);
}
