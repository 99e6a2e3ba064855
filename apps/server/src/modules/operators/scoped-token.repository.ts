import type { Db } from '../../db/database.ts';
import type { Role } from './permissions.ts';

export async function insertScopedToken(
  db: Db,
  token: { name: string; role: Role; tokenHash: string; createdBy: string },
): Promise<boolean> {
  const row = await db
    .insertInto('ops_tokens')
    .values({
      name: token.name,
      role: token.role,
      token_hash: token.tokenHash,
      created_by: token.createdBy,
    })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export function findLiveScopedToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('ops_tokens')
    .select(['name', 'role'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}
