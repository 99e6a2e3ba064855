import { DEMO_BORROWER_PHONE } from '@loan/contract';
import type { Db } from '../../db/database.ts';
import { type SessionDeps, startSession } from './session.service.ts';
import { findOrCreateUserByPhone } from './user.repository.ts';

/** A fresh session for the demo borrower, for the link the server prints at start. */
export async function startDemoSession(deps: SessionDeps & { db: Db }): Promise<string> {
  const user = await findOrCreateUserByPhone(deps.db, DEMO_BORROWER_PHONE, deps.clock.now());
  return startSession(deps, user.id);
}
