import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

const BEFORE =
  `'disbursement', 'service_fee', 'scheduled_interest', 'penalty', 'default_interest', ` +
  `'repayment', 'overpayment_credit', 'rollover', 'waiver', 'reversal', 'refund'`;

/**
 * A loan entry of a new type: credit applied, the loan's credit paying what it owes (docs/decisions/
 * 0086). Its portions say what it paid, as a repayment's do.
 */
export async function up(db: AnyDb): Promise<void> {
  await typesAllowed(db, `${BEFORE}, 'credit_applied'`);
}

/** Refused while a credit_applied entry exists: entries are append-only and never deleted. */
export async function down(db: AnyDb): Promise<void> {
  await typesAllowed(db, BEFORE);
}

async function typesAllowed(db: AnyDb, types: string) {
  await sql`alter table loan_entries drop constraint loan_entries_type_check`.execute(db);
  await sql`
    alter table loan_entries add constraint loan_entries_type_check
    check (type in (${sql.raw(types)}))`.execute(db);
}
