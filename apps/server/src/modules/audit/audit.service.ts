import type { Readable } from 'node:stream';
import { BUSINESS_CODE } from '@loan/contract';
import { daysBetween } from '@loan/loan-engine';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { csvDownload, keysetWalk } from '../../lib/csv-download.ts';
import { MAX_RANGE_DAYS, philippineDays } from '../../lib/ph-date.ts';
import {
  type AuditCursor,
  type AuditEntry,
  type AuditRecord,
  insertAuditRecord,
  listAuditRecords,
} from './audit.repository.ts';
import { withoutPersonalData, withoutPhoneNumbers } from './personal-data-withheld.ts';

export type { AuditEntry } from './audit.repository.ts';

interface AuditDeps {
  db: Db;
  clock: Clock;
}

export type AuditLine = Omit<AuditEntry, 'at' | 'ip' | 'reason' | 'target' | 'before' | 'after'> &
  Partial<Pick<AuditEntry, 'reason' | 'target' | 'before' | 'after'>>;

/** Appends one record of what an operator (or a token) did or was refused, from where. */
export async function recordAudit(
  deps: AuditDeps,
  request: FastifyRequest,
  line: AuditLine,
): Promise<void> {
  await insertAuditRecord(
    deps.db,
    kept({ ...line, operatorId: line.operatorId, at: deps.clock.now(), ip: request.ip }),
  );
}

/**
 * Appends one record of what a gateway's event did (a webhook or a status query has no operator
 * and no client address), in the caller's transaction: the record commits with the change.
 */
export async function recordGatewayAudit(
  db: Db,
  at: Date,
  line: Omit<AuditLine, 'operatorId'>,
): Promise<void> {
  await insertAuditRecord(db, kept({ ...line, operatorId: null, at, ip: 'gateway' }));
}

/** The record as the trail keeps it: printable, and without a borrower's personal details. */
function kept(line: AuditLine & Pick<AuditEntry, 'at' | 'ip'>): AuditEntry {
  const text = (value: string | null | undefined) => {
    const shown = printable(value);
    return shown === null ? null : withoutPhoneNumbers(shown);
  };
  return {
    ...line,
    reason: text(line.reason),
    target: text(line.target),
    before: withoutPersonalData(line.before ?? null),
    after: withoutPersonalData(line.after ?? null),
  };
}

// A refused request's path may hold a NUL, which a PostgreSQL text column cannot: escaped, so the
// refusal is still recorded, and recorded as it came.
function printable(text: string | null | undefined): string | null {
  if (text === undefined || text === null) return null;
  return text.replace(
    /\p{Cc}/gu,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const EXPORT_BATCH = 500;

export function encodeCursor(record: Pick<AuditRecord, 'at' | 'id'>): string {
  return `${record.at.toISOString()}_${record.id}`;
}

export function decodeCursor(text: string): AuditCursor {
  const [at, id] = text.split('_');
  const date = new Date(at ?? '');
  if (!id || !/^\d{1,19}$/.test(id) || Number.isNaN(date.getTime())) {
    throw new AppError(
      BUSINESS_CODE.invalidRequest,
      'Invalid request: query.after is not a page cursor',
      400,
    );
  }
  return { at: date, id };
}

export async function listAudit(deps: AuditDeps, query: { after?: string; limit: number }) {
  const records = await listAuditRecords(deps.db, {
    ...(query.after ? { after: decodeCursor(query.after) } : {}),
    limit: query.limit,
    order: 'newest',
  });
  const last = records.at(-1);
  return {
    records: records.map(presentRecord),
    next: records.length === query.limit && last ? encodeCursor(last) : null,
  };
}

function presentRecord(record: AuditRecord) {
  return { ...record, at: record.at.toISOString() };
}

/** The Philippine days [from, to] of an export (as every other export reads them), or why not. */
export function exportRange(from: string, to: string): { from: Date; to: Date } | string {
  const range = philippineDays(from, to);
  const tooLong = daysBetween(from, to) + 1 > MAX_RANGE_DAYS;
  return typeof range === 'string' && tooLong ? `${range}: export it a year at a time` : range;
}

const CSV_COLUMNS = [
  'id',
  'at',
  'actor',
  'operator_id',
  'action',
  'outcome',
  'reason',
  'target',
  'before',
  'after',
  'ip',
];

/** The records of a range, oldest first, as CSV read from the database a batch at a time. */
export function exportAuditCsv(deps: AuditDeps, range: { from: Date; to: Date }): Readable {
  const records = keysetWalk(
    (after: AuditCursor | undefined) =>
      listAuditRecords(deps.db, {
        ...range,
        ...(after ? { after } : {}),
        limit: EXPORT_BATCH,
        order: 'oldest',
      }),
    (last) => ({ at: last.at, id: last.id }),
    EXPORT_BATCH,
  );
  async function* rows() {
    for await (const r of records) {
      yield [
        r.id,
        r.at.toISOString(),
        r.actor,
        r.operatorId ?? '',
        r.action,
        r.outcome,
        r.reason ?? '',
        r.target ?? '',
        r.before === null ? '' : JSON.stringify(r.before),
        r.after === null ? '' : JSON.stringify(r.after),
        r.ip,
      ];
    }
  }
  return csvDownload(CSV_COLUMNS, rows());
}
