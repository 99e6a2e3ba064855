import { BUSINESS_CODE } from '@loan/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { sameDigest, sha256Hex } from '../../lib/hash.ts';

export const OPERATOR_HEADER = 'x-operator';
const OPERATOR_PATTERN = /^[A-Za-z0-9._@-]{1,64}$/;
const DEFAULT_OPERATOR = 'ops';

/** Compares digests, so the time taken says nothing about the token, not even its length. */
export function tokenMatches(expected: string, given: string): boolean {
  return sameDigest(sha256Hex(expected), sha256Hex(given));
}

export function assertOpsToken(request: FastifyRequest, expected: string): void {
  const header = request.headers.authorization;
  const given = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : '';
  if (!given || !tokenMatches(expected, given)) {
    throw new AppError(BUSINESS_CODE.sessionExpired, 'Unauthorized', 401);
  }
}

/** The operator named in X-Operator (recorded in order events as `ops:<name>`). */
export function operatorOf(request: FastifyRequest): `ops:${string}` {
  const header = request.headers[OPERATOR_HEADER];
  if (header === undefined || header === '') return `ops:${DEFAULT_OPERATOR}`;
  if (typeof header !== 'string' || !OPERATOR_PATTERN.test(header)) {
    throw new AppError(
      BUSINESS_CODE.invalidRequest,
      'Invalid request: X-Operator must be 1-64 letters, digits or ._@-',
      400,
    );
  }
  return `ops:${header}`;
}
