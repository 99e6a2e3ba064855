import { BUSINESS_CODE } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  clearOperatorCredentials,
  findOperatorById,
  lockOperatorAndAdmins,
  removeOperatorAccess,
  setOperatorRole,
} from './operator.repository.ts';
import { endOperatorSessions } from './operator-session.repository.ts';
import { issueSetupLink } from './operator-setup.service.ts';
import { type Role, roleMay } from './permissions.ts';
import { revokeOwnedScopedTokens } from './scoped-token.repository.ts';

const CONFLICT = 409;
const LAST_ADMIN =
  'This is the last administrator with access: make another operator an administrator first';

const notFound = () => new AppError(BUSINESS_CODE.failed, 'No such operator', 404);

/** What the audit trail keeps as "before" of a role change or a removal. */
export async function operatorBefore(app: FastifyInstance, id: string) {
  const row = await findOperatorById(app.db, id);
  return row ? { email: row.email, role: row.role, removed: row.removed_at !== null } : null;
}

/**
 * Locks the operator and every admin with access; refuses a change that would leave no admin
 * who can sign in (docs/decisions/0049): an admin who never finished setup does not count.
 */
async function lockedTarget(trx: Db, id: string) {
  const rows = await lockOperatorAndAdmins(trx, id);
  const target = rows.find((row) => row.id === id);
  if (!target) throw notFound();
  const canSignIn = (row: (typeof rows)[number]) =>
    row.role === 'admin' && !row.removed_at && row.activated_at !== null;
  const admins = rows.filter(canSignIn);
  const mustKeep = () => {
    if (canSignIn(target) && admins.length <= 1) {
      throw new AppError(BUSINESS_CODE.failed, LAST_ADMIN, CONFLICT);
    }
  };
  return { target, mustKeep };
}

/**
 * A new role for an operator: their live sessions act with it from their next request. One who
 * may no longer make tokens loses the tokens they made (decision 0070).
 */
export async function changeOperatorRole(app: FastifyInstance, id: string, role: Role, by: string) {
  const now = app.clock.now();
  return app.db.transaction().execute(async (trx) => {
    const { target, mustKeep } = await lockedTarget(trx, id);
    if (target.removed_at) {
      throw new AppError(BUSINESS_CODE.failed, `${target.email}'s access was removed`, CONFLICT);
    }
    if (role !== 'admin') mustKeep();
    if (target.role !== role) await setOperatorRole(trx, id, role);
    const tokensRevoked = roleMay(role, 'operators.manage')
      ? 0
      : await revokeOwnedScopedTokens(trx, id, now, by);
    return { id, email: target.email, role, removed: false, tokensRevoked };
  });
}

/**
 * Removes an operator's access: every session and every token they own ends at once, links end,
 * sign-in is refused. A retry after it is done answers the same, with nothing left to end.
 */
export async function removeOperator(app: FastifyInstance, id: string, by: string) {
  const now = app.clock.now();
  return app.db.transaction().execute(async (trx) => {
    const { target, mustKeep } = await lockedTarget(trx, id);
    const base = { id, email: target.email, role: target.role, removed: true };
    if (target.removed_at) return { ...base, sessionsEnded: 0, tokensRevoked: 0 };
    mustKeep();
    await removeOperatorAccess(trx, id, now);
    return {
      ...base,
      sessionsEnded: await endOperatorSessions(trx, id, now),
      tokensRevoked: await revokeOwnedScopedTokens(trx, id, now, by),
    };
  });
}

/**
 * Resets an operator's password and authenticator (a lost phone, a forgotten password): the
 * account is not set up again until its new setup link is used; every session and token of theirs
 * ends at once. Not one's own (the password change is for that), not the last admin who can sign
 * in, not a removed operator.
 */
export async function resetOperator(
  app: FastifyInstance,
  id: string,
  by: string,
  self: string | null,
) {
  const now = app.clock.now();
  return app.db.transaction().execute(async (trx) => {
    const { target, mustKeep } = await lockedTarget(trx, id);
    if (target.removed_at) {
      throw new AppError(BUSINESS_CODE.failed, `${target.email}'s access was removed`, CONFLICT);
    }
    if (target.id === self) {
      throw new AppError(
        BUSINESS_CODE.failed,
        'Change your own password from your session; another administrator resets it if lost',
        CONFLICT,
      );
    }
    mustKeep();
    await clearOperatorCredentials(trx, id);
    const sessionsEnded = await endOperatorSessions(trx, id, now);
    const tokensRevoked = await revokeOwnedScopedTokens(trx, id, now, by);
    return {
      operatorId: id,
      email: target.email,
      role: target.role as Role,
      ...(await issueSetupLink(app, trx, id)),
      sessionsEnded,
      tokensRevoked,
    };
  });
}
