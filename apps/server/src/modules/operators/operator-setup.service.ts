import { BUSINESS_CODE } from '@loan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { addMs } from '../../lib/clock.ts';
import { sha256Hex } from '../../lib/hash.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { checkTotp, hashPassword, newTotpSecret, randomToken, totpKey } from './credentials.ts';
import {
  activateOperator,
  endOpenSetupLinks,
  findLiveSetupLink,
  findOperatorByEmail,
  findOperatorById,
  insertOperator,
  insertSetupLink,
  listOperatorRows,
  setOperatorCredentials,
  startSetupLink,
  takeTotpStep,
  useSetupLink,
} from './operator.repository.ts';
import { passwordProblem } from './password-policy.ts';
import type { Role } from './permissions.ts';

export const SETUP_LINK_TTL_MS = 24 * 3_600_000;
/** Where the back office's setup screen will read the token from (never sent to the server's logs). */
export const SETUP_PATH = '/ops/setup';

const LINK_REFUSED =
  'This setup link is unknown, used or expired: ask an administrator for a new one';

/**
 * An operator account (or a not yet set up one again) and its one-time setup link: 24 hours,
 * single use, only its hash stored; a new link ends the operator's earlier ones.
 */
export async function addOperator(app: FastifyInstance, email: string, role: Role) {
  return app.db.transaction().execute(async (trx) => {
    await insertOperator(trx, email, role);
    const operator = await findOperatorByEmail(trx, email);
    if (!operator) throw new Error('operator row missing after insert');
    if (operator.removed_at) {
      throw new AppError(BUSINESS_CODE.failed, `${email}'s access was removed`, 409);
    }
    if (operator.activated_at) {
      throw new AppError(BUSINESS_CODE.failed, `${email} is already set up`, 409);
    }
    if (operator.role !== role) {
      throw new AppError(BUSINESS_CODE.failed, `${email} was added as ${operator.role}`, 409);
    }
    return {
      operatorId: operator.id,
      email,
      role,
      ...(await issueSetupLink(app, trx, operator.id)),
    };
  });
}

/** A new one-time setup link for the operator; their earlier links end. */
export async function issueSetupLink(app: FastifyInstance, trx: Db, operatorId: string) {
  const now = app.clock.now();
  await endOpenSetupLinks(trx, operatorId, now);
  const token = randomToken();
  const expiresAt = addMs(now, SETUP_LINK_TTL_MS);
  await insertSetupLink(trx, { operatorId, tokenHash: sha256Hex(token), expiresAt });
  return {
    setupLink: `${app.config.publicUrl}${SETUP_PATH}#${token}`,
    expiresAt: expiresAt.toISOString(),
  };
}

/** Step 1 of the link: the password, and the TOTP secret shown once as an otpauth URI. */
export async function startSetup(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { token: string; password: string },
) {
  const now = app.clock.now();
  const link = await findLiveSetupLink(app.db, sha256Hex(input.token), now);
  const operator = link && (await findOperatorById(app.db, link.operator_id));
  // Checked before the link is taken: a refused password can be replaced through the same link.
  const weak = operator && !link.started_at && passwordProblem(input.password, operator.email);
  if (weak) {
    await refuse(app, request, 'POST /api/ops/setup', operator.id, 'password too easy to guess');
    throw new AppError(BUSINESS_CODE.invalidRequest, `Invalid request: ${weak}`, 400);
  }
  if (
    !link ||
    !operator ||
    operator.removed_at ||
    link.started_at ||
    !(await startSetupLink(app.db, link.id, now))
  ) {
    await refuse(
      app,
      request,
      'POST /api/ops/setup',
      operator?.id ?? null,
      link?.started_at ? 'setup already started' : 'unknown, used or expired link',
    );
    throw new AppError(BUSINESS_CODE.failed, LINK_REFUSED, 410);
  }
  const totp = newTotpSecret(totpKey(app.config.accountEncryptionKey), operator.email);
  await setOperatorCredentials(
    app.db,
    operator.id,
    await hashPassword(input.password),
    totp.sealed,
  );
  await recordAudit(app, request, {
    actor: `operator:${operator.email}`,
    operatorId: operator.id,
    action: 'POST /api/ops/setup',
    outcome: 'done',
    target: `operator=${operator.email}`,
    after: { passwordSet: true, totpSecretIssued: true },
  });
  return { email: operator.email, otpauthUri: totp.uri };
}

/** Step 2: the first code proves the authenticator holds the secret; the link is used up. */
export async function confirmSetup(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { token: string; code: string },
) {
  const now = app.clock.now();
  const link = await findLiveSetupLink(app.db, sha256Hex(input.token), now);
  const operator = link && (await findOperatorById(app.db, link.operator_id));
  const action = 'POST /api/ops/setup/confirm';
  if (!link?.started_at || !operator?.totp_secret || operator.removed_at) {
    await refuse(
      app,
      request,
      action,
      operator?.id ?? null,
      'unknown, used, expired or not started link',
    );
    throw new AppError(BUSINESS_CODE.failed, LINK_REFUSED, 410);
  }
  const key = totpKey(app.config.accountEncryptionKey);
  const check = await checkTotp(
    key,
    operator.totp_secret,
    input.code,
    now,
    operator.totp_last_step,
  );
  if (!check.ok || !(await takeTotpStep(app.db, operator.id, check.step))) {
    await refuse(
      app,
      request,
      action,
      operator.id,
      check.ok ? 'replayed TOTP' : `${check.reason} TOTP`,
    );
    throw new AppError(
      BUSINESS_CODE.failed,
      'Wrong code: enter the current code of the authenticator',
      401,
    );
  }
  if (!(await useSetupLink(app.db, link.id, now))) {
    await refuse(app, request, action, operator.id, 'link used meanwhile');
    throw new AppError(BUSINESS_CODE.failed, LINK_REFUSED, 410);
  }
  await activateOperator(app.db, operator.id, now);
  await recordAudit(app, request, {
    actor: `operator:${operator.email}`,
    operatorId: operator.id,
    action,
    outcome: 'done',
    target: `operator=${operator.email}`,
    after: { activated: true, role: operator.role },
  });
  return { email: operator.email, role: operator.role };
}

function refuse(
  app: FastifyInstance,
  request: FastifyRequest,
  action: string,
  operatorId: string | null,
  reason: string,
) {
  return recordAudit(app, request, {
    actor: 'anonymous',
    operatorId,
    action,
    outcome: 'refused',
    reason,
  });
}

/** The operators page: every account, its role, and whether its owner has set it up. */
export async function listOperators(app: FastifyInstance) {
  const rows = await listOperatorRows(app.db);
  return {
    operators: rows.map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role,
      active: row.activated_at !== null,
      removed: row.removed_at !== null,
      createdAt: row.created_at.toISOString(),
    })),
  };
}
