import { createHash } from 'node:crypto';

/** What the first record follows. */
export const GENESIS_DIGEST = '0'.repeat(64);

/** A record's fields as its digest covers them, its time to the microsecond as stored. */
export interface ChainedFields {
  id: string;
  /** `YYYY-MM-DDTHH:MM:SS.ffffffZ`, UTC. */
  at: string;
  actor: string;
  operatorId: string | null;
  action: string;
  outcome: string;
  reason: string | null;
  target: string | null;
  before: unknown;
  after: unknown;
  ip: string;
}

/** A JavaScript time as the database's microseconds print it. */
export function microsecondTime(at: Date): string {
  return at.toISOString().replace(/Z$/, '000Z');
}

/**
 * SHA-256 of the previous record's digest and this record's fields, as canonical JSON (keys
 * sorted at every depth: jsonb gives an image back in its own key order).
 */
export function chainDigest(previous: string, row: ChainedFields): string {
  const fields = [
    'audit-v1',
    previous,
    row.id,
    row.at,
    row.actor,
    row.operatorId,
    row.action,
    row.outcome,
    row.reason,
    row.target,
    row.before ?? null,
    row.after ?? null,
    row.ip,
  ];
  return createHash('sha256').update(canonicalJson(fields)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
