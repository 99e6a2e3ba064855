import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

const GENESIS = '0'.repeat(64);
const BATCH = 1000;

/**
 * Audit records are chained (docs/decisions/0072): each holds the digest of the one before and
 * its own, and one head row says where the chain ends; appending locks the head. The records
 * written before this lose their borrowers' personal details (the rules of that day, frozen
 * here) and are chained in id order: the only time the append-only trigger is set aside.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('audit_records')
    .addColumn('prev_digest', 'text')
    .addColumn('digest', 'text')
    .execute();
  await db.schema
    .createTable('audit_chain_head')
    .addColumn('one', 'boolean', (col) => col.primaryKey().defaultTo(true).check(sql`one`))
    .addColumn('last_id', 'bigint')
    .addColumn('digest', 'text', (col) => col.notNull())
    .execute();

  await sql`alter table audit_records disable trigger audit_records_no_change`.execute(db);
  let previous = GENESIS;
  let lastId: string | null = null;
  for (;;) {
    const { rows } = await sql<OldRecord>`
      select id::text as id,
        to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at,
        actor, operator_id::text as "operatorId", action, outcome, reason, target, before,
        after, ip
      from audit_records where id > ${lastId ?? '0'}::bigint order by audit_records.id limit ${BATCH}`.execute(
      db,
    );
    for (const row of rows) {
      const kept = {
        ...row,
        reason: row.reason === null ? null : withoutPhones(row.reason),
        target: row.target === null ? null : withoutPhones(row.target),
        before: withheld(row.before),
        after: withheld(row.after),
      };
      const digest = digestOf(previous, kept);
      await sql`
        update audit_records set reason = ${kept.reason}, target = ${kept.target},
          before = ${json(kept.before)}::jsonb, after = ${json(kept.after)}::jsonb,
          prev_digest = ${previous}, digest = ${digest}
        where id = ${row.id}::bigint`.execute(db);
      previous = digest;
      lastId = row.id;
    }
    if (rows.length < BATCH) break;
  }
  await sql`alter table audit_records enable trigger audit_records_no_change`.execute(db);
  await sql`
    insert into audit_chain_head (one, last_id, digest) values (true, ${lastId}::bigint, ${previous})`.execute(
    db,
  );
  await sql`alter table audit_records alter column prev_digest set not null`.execute(db);
  await sql`alter table audit_records alter column digest set not null`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('audit_chain_head').execute();
  await db.schema
    .alterTable('audit_records')
    .dropColumn('prev_digest')
    .dropColumn('digest')
    .execute();
}

interface OldRecord {
  id: string;
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

const json = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(value);

const PERSONAL = new Set([
  'phone',
  'contactName',
  'content',
  'reply',
  'images',
  'replyImages',
  'note',
  'text',
  'address',
]);
const PHONE = /(?<!\d)(?:(?:\+|00)?63|0)[89]\d{9}(?!\d)/g;

function withoutPhones(text: string): string {
  return text.replace(PHONE, '[withheld]');
}

function withheld(value: unknown): unknown {
  if (typeof value === 'string') return withoutPhones(value);
  if (Array.isArray(value)) return value.map(withheld);
  if (!value || typeof value !== 'object') return value;
  const person = 'phone' in value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      field !== null && (PERSONAL.has(key) || (person && key === 'name'))
        ? '[withheld]'
        : withheld(field),
    ]),
  );
}

function digestOf(previous: string, row: OldRecord): string {
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
  return sha256(`${previous}:${row.id}:${sha256(canonical(fields))}`);
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonical(field)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
