import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export async function findTemplateRow(db: Db, id: number) {
  return db.selectFrom('landing_templates').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listTemplateRows(db: Db) {
  return db.selectFrom('landing_templates').selectAll().orderBy('id').execute();
}

export async function insertTemplateRow(db: Db, name: string) {
  return db
    .insertInto('landing_templates')
    .values({ name })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setTemplateActive(db: Db, id: number, active: boolean) {
  return db
    .updateTable('landing_templates')
    .set({ active })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function insertSidRow(db: Db, sid: string, now: Date) {
  await db.insertInto('promotion_sids').values({ sid, created_at: now }).execute();
}

export async function sidExists(db: Db, sid: string): Promise<boolean> {
  const row = await db
    .selectFrom('promotion_sids')
    .select('sid')
    .where('sid', '=', sid)
    .executeTakeFirst();
  return row !== undefined;
}

export async function lockSidRow(db: Db, sid: string) {
  return db
    .selectFrom('promotion_sids')
    .selectAll()
    .where('sid', '=', sid)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateSidRow(
  db: Db,
  sid: string,
  patch: Partial<{
    answer_hash: string | null;
    captcha_state: string;
    captcha_expires_at: Date | null;
    pictures: number;
  }>,
) {
  await db.updateTable('promotion_sids').set(patch).where('sid', '=', sid).execute();
}

export interface CountKey {
  template_id: number;
  day: string;
  app_from: string;
  user_from: string;
  utm_tag: string;
  client_type: string;
  kind: 'visit' | 'click' | 'registration';
}

/** One more visit, click or registration; concurrent ones add up (the upsert is atomic). */
export async function addCount(db: Db, key: CountKey) {
  await db
    .insertInto('landing_counts')
    .values({ ...key, count: 1 })
    .onConflict((oc) =>
      oc
        .columns(['template_id', 'day', 'app_from', 'user_from', 'utm_tag', 'client_type', 'kind'])
        .doUpdateSet({ count: sql`landing_counts.count + 1` }),
    )
    .execute();
}

export async function listCountRows(db: Db, fromDay: string) {
  return db
    .selectFrom('landing_counts')
    .selectAll()
    .where('day', '>=', fromDay)
    .orderBy('day', 'desc')
    .orderBy('template_id')
    .execute();
}

/** Visits, clicks and registrations per template since a Philippine day. */
export async function sumCountsByTemplate(db: Db, fromDay: string) {
  return db
    .selectFrom('landing_counts')
    .select(['template_id', 'kind', (eb) => eb.fn.sum<string>('count').as('total')])
    .where('day', '>=', fromDay)
    .groupBy(['template_id', 'kind'])
    .execute();
}

/**
 * Takes the sid's live picture in `state` for its one check, in one statement: of concurrent
 * answers only one finds it in `state`, the others find it `checking` and are not compared.
 */
export async function takePictureForCheck(db: Db, sid: string, state: string, now: Date) {
  return db
    .updateTable('promotion_sids')
    .set({ captcha_state: 'checking' })
    .where('sid', '=', sid)
    .where('captcha_state', '=', state)
    .where('captcha_expires_at', '>', now)
    .returning(['answer_hash', 'captcha_expires_at'])
    .executeTakeFirst();
}

/** Marks a proof of work used; false when it already was (one statement, so a race has one winner). */
export async function spendChallenge(db: Db, nonce: string, expiresAt: Date): Promise<boolean> {
  const row = await db
    .insertInto('spent_challenges')
    .values({ nonce, expires_at: expiresAt })
    .onConflict((oc) => oc.column('nonce').doNothing())
    .returning('nonce')
    .executeTakeFirst();
  return row !== undefined;
}

/** Spent challenges past their expiry: a replay of one is refused as stale anyway. */
export async function deleteSpentChallengesBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('spent_challenges').where('expires_at', '<', before).execute();
}

/** One more refused captcha answer or proof of work of `kind` on the Philippine `day`. */
export async function countBotRefusal(db: Db, day: string, kind: string): Promise<void> {
  await db
    .insertInto('bot_refusal_counts')
    .values({ day, kind, count: 1 })
    .onConflict((oc) =>
      oc.columns(['day', 'kind']).doUpdateSet({ count: sql`bot_refusal_counts.count + 1` }),
    )
    .execute();
}

export async function listBotRefusalCounts(db: Db, fromDay: string) {
  return db
    .selectFrom('bot_refusal_counts')
    .selectAll()
    .where('day', '>=', fromDay)
    .orderBy('day', 'desc')
    .orderBy('kind')
    .execute();
}
