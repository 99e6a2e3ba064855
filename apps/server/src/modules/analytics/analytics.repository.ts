import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AnalyticsEventsTable } from '../../db/schema.ts';

export async function insertAnalyticsEvent(db: Db, event: Insertable<AnalyticsEventsTable>) {
  await db.insertInto('analytics_events').values(event).execute();
}

export async function deleteUserAnalyticsEvents(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('analytics_events').where('user_id', '=', userId).execute();
}
