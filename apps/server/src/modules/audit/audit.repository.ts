import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { type ChainedFields, contentDigest, microsecondTime } from './audit-chain.ts';

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

/**
 * Appends one record to the chain in one statement: it locks the head row (so appends are
 * serialized, and ids drawn under the lock rise in chain order), links the record to the head's
 * digest, inserts it and moves the head. In the caller's transaction when given one (the record
 * commits with the change), else on its own.
 */
export async function insertAuditRecord(db: Db, entry: AuditEntry): Promise<void> {
  const before = json(entry.before);
  const after = json(entry.after);
  const content = contentDigest({
    ...entry,
    at: microsecondTime(entry.at),
    before: before === null ? null : JSON.parse(before),
    after: after === null ? null : JSON.parse(after),
  });
  await sql`
    with head as (
      select digest, nextval('audit_records_id_seq') as id from audit_chain_head for update
    ), appended as (
      insert into audit_records
        (id, at, actor, operator_id, action, outcome, reason, target, before, after, ip,
         prev_digest, digest)
      select head.id, ${entry.at}::timestamptz, ${entry.actor}::text, ${entry.operatorId}::uuid,
        ${entry.action}::text, ${entry.outcome}::text, ${entry.reason}::text,
        ${entry.target}::text, ${before}::jsonb, ${after}::jsonb, ${entry.ip}::text, head.digest,
        encode(sha256(convert_to(head.digest || ':' || head.id || ':' || ${content}::text,
          'UTF8')), 'hex')
      from head
      returning id, digest
    )
    update audit_chain_head set last_id = appended.id, digest = appended.digest
    from appended`.execute(db);
}

/** A record as its digest covers it, with the digests it holds. */
export interface ChainedRecord extends ChainedFields {
  prevDigest: string;
  digest: string;
}

/** Records by id from `afterId` (exclusive), oldest first, as the chain covers them. */
export async function listChainedRecords(
  db: Db,
  afterId: string | null,
  limit: number,
): Promise<ChainedRecord[]> {
  const { rows } = await sql<ChainedRecord>`
    select id::text as id,
      to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at,
      actor, operator_id::text as "operatorId", action, outcome, reason, target, before, after,
      ip, prev_digest as "prevDigest", digest
    from audit_records where id > ${afterId ?? '0'}::bigint order by audit_records.id limit ${limit}`.execute(
    db,
  );
  return rows;
}

export async function readChainHead(db: Db): Promise<{ lastId: string | null; digest: string }> {
  const head = await db
    .selectFrom('audit_chain_head')
    .select([sql<string | null>`last_id::text`.as('lastId'), 'digest'])
    .executeTakeFirstOrThrow();
  return head;
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
