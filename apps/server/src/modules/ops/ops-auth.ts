import type { FastifyRequest } from 'fastify';
import { eventActorOf, UNAUTHORIZED } from '../operators/ops-identity.ts';

/**
 * Who order events and payments name for this request: `ops:<email>` for a signed-in operator,
 * `ops:token:<name>` for a scoped token, `ops:token:automation/<X-Operator>` for the automation
 * token with X-Operator.
 */
export function operatorOf(request: FastifyRequest): `ops:${string}` {
  if (!request.opsIdentity) throw UNAUTHORIZED();
  return eventActorOf(request.opsIdentity);
}
