import type {
  ContactChannel,
  ContactOutcome,
  ContactParty,
  LoanPartyKind,
} from '@loan/contract/ops';
import type { ColumnType, Generated } from 'kysely';
import type { Role } from '../../modules/operators/permissions.ts';
import type { CreatedAt } from './columns.ts';

// Operators, their sessions and tokens, the audit trail and collections.

export interface OperatorsTable {
  id: Generated<string>;
  email: string;
  /** Checked by the database against the roles. */
  role: Role;
  password_hash: string | null;
  totp_secret: string | null;
  totp_last_step: number | null;
  activated_at: Date | null;
  /** Access removed: no sign-in, no session (the row stays for the audit trail). */
  removed_at: Date | null;
  created_at: CreatedAt;
}

export interface OperatorSetupLinksTable {
  id: Generated<string>;
  operator_id: string;
  token_hash: string;
  expires_at: Date;
  started_at: Date | null;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface OperatorSessionsTable {
  id: Generated<string>;
  operator_id: string;
  token_hash: string;
  ip: string;
  created_at: CreatedAt;
  expires_at: Date;
  last_seen_at: Date;
  ended_at: Date | null;
}

/** Failed sign-ins per email and client address (the backoff, decision 0030). */
export interface OperatorSignInFailuresTable {
  email: string;
  ip: string;
  failures: number;
  last_failed_at: Date;
}

export interface OpsTokensTable {
  id: Generated<string>;
  name: string;
  /** Checked by the database against the roles. */
  role: Role;
  token_hash: string;
  created_by: string;
  created_at: CreatedAt;
  revoked_at: Date | null;
  /** The operator whose removal ends the token; none for one made by the automation token. */
  owner_operator_id: string | null;
  expires_at: Date;
  /** Written at most once a minute per token. */
  last_used_at: Date | null;
  revoked_by: string | null;
}

/** Refused unauthenticated operations requests per address and minute (all processes). */
export interface OpsRefusalCountsTable {
  ip: string;
  window_start: Date;
  count: number;
}

/** Append-only: the database refuses UPDATE, DELETE and TRUNCATE (migration 0015). */
export interface AuditRecordsTable {
  id: Generated<string>;
  at: Date;
  actor: string;
  operator_id: string | null;
  action: string;
  outcome: 'done' | 'failed' | 'refused';
  reason: string | null;
  target: string | null;
  /** JSON text on insert, parsed on read. */
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  ip: string;
  /** The digest of the record before (the first follows 64 zeros), and this one's (migration 0053). */
  prev_digest: string;
  digest: string;
}

/** Where the audit chain ends: one row, locked by every append (migration 0053). */
export interface AuditChainHeadTable {
  one: boolean;
  last_id: string | null;
  digest: string;
}

/** A collector's contact about an overdue order (migration 0021): written once, never changed. */
export interface CollectionContactsTable {
  id: Generated<string>;
  order_id: string;
  operator_id: string | null;
  actor: string;
  channel: ContactChannel;
  party: ContactParty;
  /** The loan party reached; null for the borrower. */
  party_id: string | null;
  contact_name: string;
  outcome: ContactOutcome;
  note: string;
  promise_date: string | null;
  promise_amount: number | null;
  days_past_due: number;
  contacted_at: Date;
}

/** A guarantor, co-maker or family member recorded on a loan (SEC MC 18 s.2019 s.1(h)). */
export interface LoanPartiesTable {
  id: Generated<string>;
  order_id: string;
  kind: LoanPartyKind;
  name: string;
  phone: string;
  relation: string;
  borrower_consent: string;
  operator_id: string | null;
  added_by: string;
  added_at: Date;
}

/** The borrower's own consent, given in the app, to contact outside 06:00-22:00. */
export interface OffHoursConsentsTable {
  id: Generated<string>;
  order_id: string;
  user_id: string;
  words: string;
  language: string;
  granted_at: Date;
  withdrawn_at: Date | null;
}

/** Operators' notes of a consent they heard (before decision 0075): history, no longer read. */
export interface CollectionConsentsTable {
  order_id: string;
  note: string;
  actor: string;
  consented_at: Date;
}
