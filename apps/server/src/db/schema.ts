import type { ColumnType, Generated } from 'kysely';

/** Set by the database on insert, never updated by the app. */
type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface UsersTable {
  id: Generated<string>;
  phone: string;
  created_at: CreatedAt;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  last_seen_at: Date;
  revoked_at: Date | null;
}

export interface LoginCodesTable {
  id: Generated<string>;
  phone: string;
  code_hash: string;
  ip: string;
  created_at: CreatedAt;
  expires_at: Date;
  attempts: Generated<number>;
  used_at: Date | null;
  superseded_at: Date | null;
}

export interface SmsOutboxTable {
  id: Generated<string>;
  phone: string;
  body: string;
  created_at: CreatedAt;
}

export interface CustomerServiceContactsTable {
  /** Always true: the table holds one row. */
  id: Generated<boolean>;
  email: string;
  sm_wa: string;
  updated_at: Date;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_codes: LoginCodesTable;
  sms_outbox: SmsOutboxTable;
  customer_service_contacts: CustomerServiceContactsTable;
}
