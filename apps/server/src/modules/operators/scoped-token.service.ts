import { BUSINESS_CODE } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { sha256Hex } from '../../lib/hash.ts';
import { randomToken } from './credentials.ts';
import type { Role } from './permissions.ts';
import {
  findScopedTokenByName,
  insertScopedToken,
  type ListedToken,
  listScopedTokens,
  noteScopedTokenUse,
  revokeScopedToken,
} from './scoped-token.repository.ts';

const DAY_MS = 86_400_000;
// A use is noted at most this often per token: a busy token does not write on every request.
const USE_NOTED_EVERY_MS = 60_000;

export type TokenState = 'live' | 'expired' | 'revoked';

/** Who makes a token: the audit name, and the operator who owns it (docs/decisions/0070). */
export interface TokenMaker {
  actor: string;
  ownerOperatorId: string | null;
}

/** A named bearer token acting with a role until it expires; the token is shown this once. */
export async function createScopedToken(
  app: FastifyInstance,
  input: { name: string; role: Role; expiresInDays: number },
  maker: TokenMaker,
) {
  const token = randomToken();
  const now = app.clock.now();
  const expiresAt = new Date(now.getTime() + input.expiresInDays * DAY_MS);
  const created = await insertScopedToken(app.db, {
    name: input.name,
    role: input.role,
    tokenHash: sha256Hex(token),
    createdBy: maker.actor,
    ownerOperatorId: maker.ownerOperatorId,
    createdAt: now,
    expiresAt,
  });
  if (!created) {
    throw new AppError(BUSINESS_CODE.failed, `A token named ${input.name} exists`, 409);
  }
  const listed = await findScopedTokenByName(app.db, input.name);
  return { ...present(listed!, now), token };
}

export async function listTokens(app: FastifyInstance) {
  const now = app.clock.now();
  return { tokens: (await listScopedTokens(app.db)).map((row) => present(row, now)) };
}

/** What the audit trail keeps as "before" of a revocation. */
export async function tokenBefore(app: FastifyInstance, name: string) {
  const row = await findScopedTokenByName(app.db, name);
  return row ? present(row, app.clock.now()) : null;
}

/**
 * Revokes a token by name: refused from its next request on. Revoking a revoked token answers
 * the token as it is, with `revokedNow: false`; one revocation, whoever asks at the same time.
 */
export async function revokeToken(app: FastifyInstance, name: string, by: string) {
  const now = app.clock.now();
  const revokedNow = await revokeScopedToken(app.db, name, now, by);
  const row = await findScopedTokenByName(app.db, name);
  if (!row) throw new AppError(BUSINESS_CODE.failed, `No token named ${name}`, 404);
  return { ...present(row, now), revokedNow };
}

/** Notes a token's use, at most once a minute. */
export function noteTokenUse(
  app: FastifyInstance,
  row: { id: string; last_used_at: Date | null },
): Promise<void> | undefined {
  const now = app.clock.now();
  const since = new Date(now.getTime() - USE_NOTED_EVERY_MS);
  if (row.last_used_at && row.last_used_at >= since) return undefined;
  return noteScopedTokenUse(app.db, row.id, now, since);
}

export function tokenStateAt(
  row: { revoked_at: Date | null; expires_at: Date },
  now: Date,
): TokenState {
  if (row.revoked_at) return 'revoked';
  return row.expires_at <= now ? 'expired' : 'live';
}

function present(row: ListedToken, now: Date) {
  return {
    name: row.name,
    role: row.role,
    owner: row.owner_email,
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    revokedAt: row.revoked_at?.toISOString() ?? null,
    revokedBy: row.revoked_by,
    state: tokenStateAt(row, now),
  };
}
