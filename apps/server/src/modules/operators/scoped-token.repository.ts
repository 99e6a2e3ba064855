import type { Db } from '../../db/database.ts';
import type { Role } from './permissions.ts';

export async function insertScopedToken(
  db: Db,
  token: {
    name: string;
    role: Role;
    tokenHash: string;
    createdBy: string;
    ownerOperatorId: string | null;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<boolean> {
  const row = await db
    .insertInto('ops_tokens')
    .values({
      name: token.name,
      role: token.role,
      token_hash: token.tokenHash,
      created_by: token.createdBy,
      owner_operator_id: token.ownerOperatorId,
      created_at: token.createdAt,
      expires_at: token.expiresAt,
    })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The token of a hash, live or not (the caller says why not), with whether its owner is removed. */
export function findScopedToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('ops_tokens')
    .leftJoin('operators', 'operators.id', 'ops_tokens.owner_operator_id')
    .select([
      'ops_tokens.id',
      'ops_tokens.name',
      'ops_tokens.role',
      'ops_tokens.owner_operator_id',
      'ops_tokens.expires_at',
      'ops_tokens.revoked_at',
      'ops_tokens.last_used_at',
      'operators.removed_at as owner_removed_at',
    ])
    .where('ops_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Notes a use, unless one was noted since `notedSince` (so a busy token writes once a minute). */
export async function noteScopedTokenUse(
  db: Db,
  id: string,
  now: Date,
  notedSince: Date,
): Promise<void> {
  await db
    .updateTable('ops_tokens')
    .set({ last_used_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', notedSince)]))
    .execute();
}

const LISTED = [
  'ops_tokens.name',
  'ops_tokens.role',
  'ops_tokens.created_by',
  'ops_tokens.created_at',
  'ops_tokens.expires_at',
  'ops_tokens.last_used_at',
  'ops_tokens.revoked_at',
  'ops_tokens.revoked_by',
  'operators.email as owner_email',
] as const;

export function listScopedTokens(db: Db) {
  return db
    .selectFrom('ops_tokens')
    .leftJoin('operators', 'operators.id', 'ops_tokens.owner_operator_id')
    .select(LISTED)
    .orderBy('ops_tokens.created_at', 'desc')
    .orderBy('ops_tokens.name')
    .execute();
}

export function findScopedTokenByName(db: Db, name: string) {
  return db
    .selectFrom('ops_tokens')
    .leftJoin('operators', 'operators.id', 'ops_tokens.owner_operator_id')
    .select(LISTED)
    .where('ops_tokens.name', '=', name)
    .executeTakeFirst();
}

export type ListedToken = NonNullable<Awaited<ReturnType<typeof findScopedTokenByName>>>;

/** Revokes a live token; false when it was already revoked (or no such name): one revocation. */
export async function revokeScopedToken(
  db: Db,
  name: string,
  now: Date,
  by: string,
): Promise<boolean> {
  const row = await db
    .updateTable('ops_tokens')
    .set({ revoked_at: now, revoked_by: by })
    .where('name', '=', name)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Revokes every live token an operator owns (their removal): how many. */
export async function revokeOwnedScopedTokens(
  db: Db,
  ownerId: string,
  now: Date,
  by: string,
): Promise<number> {
  const rows = await db
    .updateTable('ops_tokens')
    .set({ revoked_at: now, revoked_by: by })
    .where('owner_operator_id', '=', ownerId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return rows.length;
}
