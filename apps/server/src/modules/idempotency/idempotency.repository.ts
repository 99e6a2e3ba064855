import type { Db } from '../../db/database.ts';

export interface KeyRef {
  userId: string;
  scope: string;
  key: string;
}

/** Claims the key; false when it exists (a concurrent claim waits here until the first commits). */
export async function claimKey(db: Db, ref: KeyRef, requestHash: string, now: Date) {
  const row = await db
    .insertInto('idempotency_keys')
    .values({
      user_id: ref.userId,
      scope: ref.scope,
      key: ref.key,
      request_hash: requestHash,
      result: null,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'scope', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findKey(db: Db, ref: KeyRef) {
  return db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'result'])
    .where('user_id', '=', ref.userId)
    .where('scope', '=', ref.scope)
    .where('key', '=', ref.key)
    .executeTakeFirst();
}

export async function storeResult(db: Db, ref: KeyRef, result: unknown) {
  await db
    .updateTable('idempotency_keys')
    .set({ result: JSON.stringify(result ?? null) })
    .where('user_id', '=', ref.userId)
    .where('scope', '=', ref.scope)
    .where('key', '=', ref.key)
    .execute();
}

export async function deleteUserKeys(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('user_id', '=', userId).execute();
}
