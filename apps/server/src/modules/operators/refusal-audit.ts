import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/audit.service.ts';
import type { OpsUnidentified } from './ops-identity.ts';
import { countRefusal, deleteRefusalCountsBefore } from './refusal-count.repository.ts';

const WINDOW_MS = 60_000;
/** Refusals of one address a minute that the trail records; the rest are only counted. */
export const RECORDED_REFUSALS_PER_MINUTE = 10;
// The counts are what an auditor has of a flood once the trail stops recording it: kept a month.
const KEEP_COUNTS_MS = 30 * 86_400_000;

/**
 * Audits requests refused before anyone was identified (a forged token, a stale cookie) without
 * letting a flood fill the trail (docs/decisions/0070): every refusal is counted per address and
 * minute in one statement shared by every process, and the first few of each minute recorded.
 */
export function unidentifiedRefusals(app: FastifyInstance) {
  let prunedFor = 0;
  return async function audit(
    request: FastifyRequest,
    refusal: OpsUnidentified,
    action: string,
    target: string | null,
  ) {
    const now = app.clock.now().getTime();
    const windowStart = now - (now % WINDOW_MS);
    const count = await countRefusal(app.db, request.ip, new Date(windowStart));
    if (prunedFor !== windowStart) {
      prunedFor = windowStart;
      await deleteRefusalCountsBefore(app.db, new Date(windowStart - KEEP_COUNTS_MS));
    }
    if (count > RECORDED_REFUSALS_PER_MINUTE) return;
    const last = count === RECORDED_REFUSALS_PER_MINUTE;
    await recordAudit(app, request, {
      actor: refusal.actor,
      operatorId: null,
      action,
      target,
      outcome: 'refused',
      reason: last
        ? `${refusal.reason} (this address's further refusals this minute are counted, not recorded)`
        : refusal.reason,
    });
  };
}
