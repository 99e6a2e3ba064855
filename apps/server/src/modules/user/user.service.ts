import type { Db } from '../../db/database.ts';
import {
  findOrCreateUserByPhone,
  findUserIdByPhone,
  findUserPhone,
  findUserRow,
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
