import { endpoints } from '@loan/contract';
import { solveProofChallenge } from '@loan/contract/proof-of-work';
import type { FastifyInstance } from 'fastify';
import { call } from './api.ts';

/** A proof of work for the sid, solved by the registration page's own solver. */
export async function solvedProof(app: FastifyInstance, sid: string): Promise<string> {
  const challenge = (await call(app, endpoints.getChallenge, { sid })).body.data;
  if (!challenge) throw new Error(`no challenge for ${sid}`);
  const proof = await solveProofChallenge(challenge);
  if (!proof) throw new Error('the challenge was not solved');
  return proof;
}
