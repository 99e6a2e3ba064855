import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './credentials.ts';
import { ROLES } from './permissions.ts';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .regex(/^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/, 'is not an email address');
const linkToken = z.string().min(20).max(100);
const code = z.string().trim().max(10);

export const newOperatorBodySchema = z.object({ email, role: z.enum(ROLES) });
export const newTokenBodySchema = z.object({
  name: z
    .string()
    .regex(/^[a-z0-9][a-z0-9._-]{1,39}$/, 'is 2-40 lower-case letters, digits or ._-')
    .refine((name) => name !== 'automation', 'is the OPS_TOKEN automation token'),
  role: z.enum(ROLES),
});
export const setupBodySchema = z.object({
  token: linkToken,
  password: z.string().min(MIN_PASSWORD_LENGTH).max(200),
});
export const confirmBodySchema = z.object({ token: linkToken, code });
export const signInBodySchema = z.object({ email, password: z.string().min(1).max(200), code });
