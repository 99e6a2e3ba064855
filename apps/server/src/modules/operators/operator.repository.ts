import type { Db } from '../../db/database.ts';
import type { Role } from './permissions.ts';

export interface OperatorRow {
  id: string;
  email: string;
  role: Role;
  password_hash: string | null;
  totp_secret: string | null;
  totp_last_step: number | null;
  activated_at: Date | null;
  removed_at: Date | null;
}

const OPERATOR_COLUMNS = [
  'id',
  'email',
  'role',
  'password_hash',
  'totp_secret',
  'totp_last_step',
  'activated_at',
  'removed_at',
] as const;

export async function insertOperator(db: Db, email: string, role: Role): Promise<string> {
  const row = await db
    .insertInto('operators')
    .values({ email, role })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? '';
}

export function findOperatorByEmail(db: Db, email: string): Promise<OperatorRow | undefined> {
  return db
    .selectFrom('operators')
    .select(OPERATOR_COLUMNS)
    .where('email', '=', email)
    .executeTakeFirst();
}

export function findOperatorById(db: Db, id: string): Promise<OperatorRow | undefined> {
  return db
    .selectFrom('operators')
    .select(OPERATOR_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function setOperatorCredentials(
  db: Db,
  id: string,
  passwordHash: string,
  totpSecret: string,
): Promise<void> {
  await db
    .updateTable('operators')
    .set({ password_hash: passwordHash, totp_secret: totpSecret, totp_last_step: null })
    .where('id', '=', id)
    .execute();
}

export async function setOperatorPassword(db: Db, id: string, passwordHash: string) {
  await db
    .updateTable('operators')
    .set({ password_hash: passwordHash })
    .where('id', '=', id)
    .execute();
}

/** Takes an operator back to not set up: no password, no authenticator, until a new link is used. */
export async function clearOperatorCredentials(db: Db, id: string): Promise<void> {
  await db
    .updateTable('operators')
    .set({ activated_at: null, password_hash: null, totp_secret: null, totp_last_step: null })
    .where('id', '=', id)
    .execute();
}

export async function activateOperator(db: Db, id: string, now: Date): Promise<void> {
  await db.updateTable('operators').set({ activated_at: now }).where('id', '=', id).execute();
}

/** Takes a TOTP step if no later or equal one was taken: false means a replay (or a race lost). */
export async function takeTotpStep(db: Db, id: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('operators')
    .set({ totp_last_step: step })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function insertSetupLink(
  db: Db,
  link: { operatorId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('operator_setup_links')
    .values({
      operator_id: link.operatorId,
      token_hash: link.tokenHash,
      expires_at: link.expiresAt,
    })
    .execute();
}

/** Ends the operator's links not yet used: a new link replaces them. */
export async function endOpenSetupLinks(db: Db, operatorId: string, now: Date): Promise<void> {
  await db
    .updateTable('operator_setup_links')
    .set({ expires_at: now })
    .where('operator_id', '=', operatorId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
}

export function findLiveSetupLink(db: Db, tokenHash: string, now: Date) {
  return db
    .selectFrom('operator_setup_links')
    .select(['id', 'operator_id', 'started_at'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Marks a live link started (once): false when another request started it first. */
export async function startSetupLink(db: Db, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('operator_setup_links')
    .set({ started_at: now })
    .where('id', '=', id)
    .where('started_at', 'is', null)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function useSetupLink(db: Db, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('operator_setup_links')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Every operator, by email: what the operators page lists (no credentials). */
export function listOperatorRows(db: Db) {
  return db
    .selectFrom('operators')
    .select(['id', 'email', 'role', 'activated_at', 'removed_at', 'created_at'])
    .orderBy('email')
    .execute();
}

/**
 * The operator rows an admin change depends on, locked until the commit: the target and every
 * admin with access, so two admins removing each other cannot both succeed.
 */
export function lockOperatorAndAdmins(db: Db, id: string) {
  return db
    .selectFrom('operators')
    .select(['id', 'email', 'role', 'removed_at', 'activated_at'])
    .where((eb) =>
      eb.or([eb('id', '=', id), eb.and([eb('role', '=', 'admin'), eb('removed_at', 'is', null)])]),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function setOperatorRole(db: Db, id: string, role: Role): Promise<void> {
  await db.updateTable('operators').set({ role }).where('id', '=', id).execute();
}

/** Removes access: the account stays (the trail names it), its links end. */
export async function removeOperatorAccess(db: Db, id: string, now: Date): Promise<void> {
  await db.updateTable('operators').set({ removed_at: now }).where('id', '=', id).execute();
  await db
    .updateTable('operator_setup_links')
    .set({ expires_at: now })
    .where('operator_id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
}
