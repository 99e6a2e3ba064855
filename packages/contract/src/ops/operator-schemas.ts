import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, TOKEN_DAYS, TOKEN_STATES } from './constants.ts';
import { PERMISSIONS, ROLES } from './permissions.ts';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .regex(/^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/, 'is not an email address');
const linkToken = z.string().min(20).max(100);
const code = z.string().trim().max(10);

export const newOperatorBodySchema = z.object({ email, role: z.enum(ROLES) });
export const operatorParamsSchema = z.object({ operatorId: z.uuid() });
export const operatorRoleBodySchema = z.object({ role: z.enum(ROLES) });
const tokenName = z
  .string()
  .regex(/^[a-z0-9][a-z0-9._-]{1,39}$/, 'is 2-40 lower-case letters, digits or ._-');
export const newTokenBodySchema = z.object({
  name: tokenName.refine((name) => name !== 'automation', 'is the OPS_TOKEN automation token'),
  role: z.enum(ROLES),
  expiresInDays: z
    .number()
    .int()
    .min(1)
    .max(TOKEN_DAYS.max)
    .default(TOKEN_DAYS.default)
    .describe('Days until the token expires (90 unless said, 365 at most)'),
});
export const tokenParamsSchema = z.object({ name: tokenName });
export const setupBodySchema = z.object({
  token: linkToken,
  password: z.string().min(MIN_PASSWORD_LENGTH).max(200),
});
export const confirmBodySchema = z.object({ token: linkToken, code });
export const signInBodySchema = z.object({ email, password: z.string().min(1).max(200), code });
export const passwordChangeBodySchema = z.object({
  currentPassword: z.string().min(1).max(200),
  newPassword: z.string().min(MIN_PASSWORD_LENGTH).max(200),
  code,
});

const roleSchema = z.enum(ROLES);
const csrfTokenSchema = z
  .string()
  .describe("The session's CSRF token: sent as X-CSRF-Token with every write of the session");

export const setupStartedSchema = z.object({
  email: z.string(),
  otpauthUri: z
    .string()
    .describe('The TOTP secret as an otpauth:// URI for an authenticator, shown this once'),
});
export const setupConfirmedSchema = z.object({ email: z.string(), role: roleSchema });
export const signedInSchema = z.object({
  email: z.string(),
  role: roleSchema,
  csrfToken: csrfTokenSchema,
});
export const sessionSchema = signedInSchema.extend({
  permissions: z.array(z.enum(PERMISSIONS)).describe("What the operator's role may do"),
});
export const signedOutSchema = z.object({ signedOut: z.literal(true) });
export const passwordChangedSchema = z.object({
  email: z.string(),
  otherSessionsEnded: z.number().describe("The operator's other sessions, ended by the change"),
});
export const operatorAddedSchema = z.object({
  operatorId: z.string(),
  email: z.string(),
  role: roleSchema,
  setupLink: z
    .string()
    .describe('The one-time setup link for the operator, shown this once (24 hours, single use)'),
  expiresAt: z.string(),
});
/** An operator whose password and authenticator were reset: their new setup link. */
export const operatorResetSchema = operatorAddedSchema.extend({
  sessionsEnded: z.number().describe('Sessions of the operator ended by the reset'),
  tokensRevoked: z.number().describe('Bearer tokens the operator owned, revoked by the reset'),
});
export const tokenSchema = z.object({
  name: z.string(),
  role: roleSchema,
  owner: z
    .string()
    .nullable()
    .describe("The owning operator's email: their removal revokes the token (none: automation)"),
  createdBy: z.string().describe('Who made it, as the audit trail names them'),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable().describe('Its last use, noted at most once a minute'),
  revokedAt: z.string().nullable(),
  revokedBy: z.string().nullable(),
  state: z.enum(TOKEN_STATES),
});
export const tokenListSchema = z.object({ tokens: z.array(tokenSchema) });
export const tokenCreatedSchema = tokenSchema.extend({
  token: z.string().describe('The bearer token, shown this once: only its hash is kept'),
});
export const tokenRevokedSchema = tokenSchema.extend({
  revokedNow: z.boolean().describe('False when it was revoked already (a retry answers the same)'),
});

export const operatorChangedSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  removed: z.boolean(),
  sessionsEnded: z.number().optional().describe('Sessions ended by a removal'),
  tokensRevoked: z
    .number()
    .optional()
    .describe('Bearer tokens the operator owned, revoked by a removal or by losing the admin role'),
});
