import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface AuditEntry {
  at: Date;
  actor: string;
  operatorId: string | null;
  action: string;
  outcome: 'done' | 'failed' | 'refused';
  reason: string | null;
  target: string | null;
  before: unknown;
  after: unknown;
  ip: string;
}

export interface AuditRecord extends AuditEntry {
  id: string;
}

const json = (value: unknown) =>
  value === undefined || value === null ? null : JSON.stringify(value);

export async function insertAuditRecord(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_records')
    .values({
      at: entry.at,
      actor: entry.actor,
      operator_id: entry.operatorId,
      action: entry.action,
      outcome: entry.outcome,
      reason: entry.reason,
      target: entry.target,
      before: json(entry.before),
      after: json(entry.after),
      ip: entry.ip,
    })
    .execute();
}

/** Where a page of records, newest first, continues: strictly older than (at, id). */
export interface AuditCursor {
  at: Date;
  id: string;
}

export interface AuditPageQuery {
  /** Newest first from here (exclusive); from the newest record without it. */
  after?: AuditCursor;
  from?: Date;
  to?: Date;
  limit: number;
  order: 'newest' | 'oldest';
}

/** A page of records by time, with (at, id) as the key: no offsets, stable while rows arrive. */
export async function listAuditRecords(db: Db, query: AuditPageQuery): Promise<AuditRecord[]> {
  const newest = query.order === 'newest';
  let select = db
    .selectFrom('audit_records')
    .select([
      sql<string>`id::text`.as('id'),
      'at',
      'actor',
      'operator_id as operatorId',
      'action',
      'outcome',
      'reason',
      'target',
      'before',
      'after',
      'ip',
    ]);
  if (query.from) select = select.where('at', '>=', query.from);
  if (query.to) select = select.where('at', '<', query.to);
  const cursor = query.after;
  if (cursor) {
    select = newest
      ? select.where(sql<boolean>`(at, id) < (${cursor.at}, ${cursor.id}::bigint)`)
      : select.where(sql<boolean>`(at, id) > (${cursor.at}, ${cursor.id}::bigint)`);
  }
  const direction = newest ? 'desc' : 'asc';
  // Qualified: the bare name would sort by the text `id` the select returns.
  return select
    .orderBy('audit_records.at', direction)
    .orderBy('audit_records.id', direction)
    .limit(query.limit)
    .execute();
}
