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
 * SHA-256 of a record's fields but its id, as canonical JSON (keys sorted at every depth: jsonb
 * gives an image back in its own key order). The database chains it: see `linkDigest`.
 */
export function contentDigest(row: Omit<ChainedFields, 'id'>): string {
  const fields = [
    'audit-v1',
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
  return sha256(canonicalJson(fields));
}

/**
 * A record's digest: SHA-256 of `<previous digest>:<id>:<content digest>`, as the append statement
 * computes it in the database, where the previous digest and the id are known under the lock.
 */
export function linkDigest(previous: string, id: string, content: string): string {
  return sha256(`${previous}:${id}:${content}`);
}

/** The digest a record should hold after `previous`. */
export function chainDigest(previous: string, row: ChainedFields): string {
  return linkDigest(previous, row.id, contentDigest(row));
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
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
