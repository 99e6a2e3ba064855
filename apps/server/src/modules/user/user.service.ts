import type { Db } from '../../db/database.ts';
import { findOrCreateUserByPhone, findUserIdByPhone, findUserPhone } from './user.repository.ts';

/** What other modules need of a user: reached through here, never the repository. */
export function userPhone(db: Db, userId: string): Promise<string | undefined> {
  return findUserPhone(db, userId);
}

export function userIdByPhone(db: Db, phone: string): Promise<string | undefined> {
  return findUserIdByPhone(db, phone);
}

/** The user with this phone, created on first sight. */
export function userForPhone(db: Db, phone: string, now: Date): Promise<{ id: string }> {
  return findOrCreateUserByPhone(db, phone, now);
}
