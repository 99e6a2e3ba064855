import { BUSINESS_CODE } from '@loan/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { sha256Hex } from '../../lib/hash.ts';
import {
  claimKey,
  deleteUserKeys,
  findKey,
  type KeyRef,
  storeResult,
} from './idempotency.repository.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/;

/** The request's Idempotency-Key header, if any; a malformed one is a 400. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    throw new AppError(
      BUSINESS_CODE.invalidRequest,
      'Invalid request: Idempotency-Key must be 1-128 letters, digits or _.:-',
      400,
    );
  }
  return value;
}

export function requestHash(request: unknown): string {
  return sha256Hex(JSON.stringify(request));
}

export interface IdempotentCall {
  userId: string;
  scope: string;
  key: string | undefined;
  request: unknown;
  now: Date;
}

/**
 * Runs `work` in a transaction once per key: a repeat with the same key and request gets the
 * stored result, with another request a business error. Without a key it simply runs.
 */
export async function runIdempotent<T>(
  db: Db,
  call: IdempotentCall,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (tx) => {
    if (call.key === undefined) return work(tx);
    const ref: KeyRef = { userId: call.userId, scope: call.scope, key: call.key };
    const hash = requestHash(call.request);
    if (!(await claimKey(tx, ref, hash, call.now))) return replay<T>(tx, ref, hash);
    const result = await work(tx);
    await storeResult(tx, ref, result);
    return result;
  });
}

/** Stores a result under a key outside `runIdempotent` (a race settled by another request). */
export async function rememberResult(db: Db, call: IdempotentCall, result: unknown) {
  if (call.key === undefined) return;
  const ref: KeyRef = { userId: call.userId, scope: call.scope, key: call.key };
  await db.transaction().execute(async (tx) => {
    if (await claimKey(tx, ref, requestHash(call.request), call.now)) {
      await storeResult(tx, ref, result);
    }
  });
}

async function replay<T>(db: Db, ref: KeyRef, hash: string): Promise<T> {
  const stored = await findKey(db, ref);
  if (!stored || stored.request_hash !== hash) {
    throw new AppError(
      BUSINESS_CODE.idempotencyKeyReused,
      'This request key was already used for a different request',
    );
  }
  return stored.result as T;
}

/** Erasure: stored answers may repeat what the borrower sent. */
export function forgetUserKeys(db: Db, userId: string): Promise<void> {
  return deleteUserKeys(db, userId);
}
