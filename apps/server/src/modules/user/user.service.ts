import type { Db } from '../../db/database.ts';
import { deletePhoneCodes } from './login-code.repository.ts';
import { deleteUserSessions } from './session.repository.ts';
import {
  findOrCreateUserByPhone,
  findUserIdByPhone,
  findUserPhone,
  findUserRow,
  replaceUserPhone,
} from './user.repository.ts';

/** What other modules need of a user: reached through here, never the repository. */
export function userPhone(db: Db, userId: string): Promise<string | undefined> {
  return findUserPhone(db, userId);
}

/** The borrower's profile: their phone and when they registered, or undefined. */
export async function userProfile(
  db: Db,
  userId: string,
): Promise<{ phone: string; registeredAt: Date } | undefined> {
  const row = await findUserRow(db, userId);
  return row && { phone: row.phone, registeredAt: row.created_at };
}

export function userIdByPhone(db: Db, phone: string): Promise<string | undefined> {
  return findUserIdByPhone(db, phone);
}

/** The user with this phone, created on first sight. */
export function userForPhone(db: Db, phone: string, now: Date): Promise<{ id: string }> {
  return findOrCreateUserByPhone(db, phone, now);
}

/**
 * Erasure (decision 0041): the phone gives way to a token naming no one, the sessions and login
 * codes go. The borrower can no longer sign in to this account; the phone is free to register
 * again. Answers the phone it had, undefined when it was already erased.
 */
export async function eraseUserIdentity(db: Db, userId: string): Promise<string | undefined> {
  const phone = await findUserPhone(db, userId);
  await deleteUserSessions(db, userId);
  if (!phone || phone === erasedPhone(userId)) return undefined;
  await deletePhoneCodes(db, phone);
  await replaceUserPhone(db, userId, erasedPhone(userId));
  return phone;
}

/** What stands for an erased borrower's phone: unique, and never a phone number. */
export function erasedPhone(userId: string): string {
  return `erased:${userId}`;
}
