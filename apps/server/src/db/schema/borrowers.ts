import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns.ts';

// Borrowers, their sessions, codes, messages and what the server keeps about their requests.

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
  /** The text with its login code masked (migration 0007). */
  body: string;
  provider: Generated<string>;
  provider_message_id: string | null;
  status: Generated<string>;
  created_at: CreatedAt;
}

/** Requests per client address and minute, summed over every server process. */
export interface RequestCountsTable {
  ip: string;
  window_start: Date;
  count: number;
}

export interface CustomerServiceContactsTable {
  /** Always true: the table holds one row. */
  id: Generated<boolean>;
  email: string;
  sm_wa: string;
  updated_at: Date;
}

export interface BorrowerMessagesTable {
  id: Generated<string>;
  user_id: string;
  order_ref: string | null;
  kind: string;
  dedupe_key: string;
  title: string;
  body: string;
  sms_status: string | null;
  created_at: Date;
  read_at: Date | null;
  link: string | null;
  sms_text: string | null;
  /** The Filipino of `title` and `body` (which hold the English); null on older messages. */
  title_fil: ColumnType<string | null, string | null | undefined, string | null>;
  body_fil: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface BorrowerMessageSettingsTable {
  user_id: string;
  reminder_sms: boolean;
  updated_at: Date;
}

/** The borrower's saved language (docs/decisions/0038). */
export interface BorrowerLanguagesTable {
  user_id: string;
  lang: 'en' | 'fil';
  updated_at: Date;
}

export interface ErasureRequestsTable {
  id: Generated<string>;
  reference: string;
  user_id: string;
  status: 'received' | 'completed';
  requested_at: Date;
  completed_at: Date | null;
}

export interface AnalyticsEventsTable {
  id: Generated<string>;
  user_id: string;
  kind: string;
  product_ref: string;
  module_id: number;
  position_id: number;
  at: Date;
}

export interface JobRunsTable {
  name: string;
  started_at: Date;
  finished_at: Date | null;
}

export interface IdempotencyKeysTable {
  user_id: string;
  scope: string;
  key: string;
  request_hash: string;
  result: ColumnType<unknown, string | null, string | null>;
  created_at: Date;
}

export interface ClockOffsetTable {
  id: Generated<boolean>;
  /** bigint: the drivers return it as a string. */
  offset_ms: ColumnType<string | number, number, number>;
  updated_at: Date;
}

/** The applicant's profile (docs/decisions/0083). */
export interface ApplicantProfilesTable {
  user_id: string;
  full_name: string;
  /** The name folded for the duplicate check: lower case, single spaces, no accents. */
  name_key: string;
  /** 'YYYY-MM-DD', as every calendar day here is kept. */
  birth_date: string;
  civil_status: string;
  citizenship: string;
  region_code: string;
  province_code: string;
  city_code: string;
  barangay_code: string;
  address_line: string;
  employment: string;
  employer: string;
  /** Centavos a month. */
  monthly_income: number;
  id_type: string;
  id_number: string;
  id_photo: string;
  selfie: string;
  privacy_consent_at: Date;
  created_at: CreatedAt;
  updated_at: Date;
}

/** Who changed which profile fields when: field names only, never their values. */
export interface ApplicantProfileChangesTable {
  id: Generated<string>;
  user_id: string;
  at: Date;
  fields: string[];
}

/** The latest report of each of the borrower's devices; a location only when allowed. */
export interface DeviceReportsTable {
  user_id: string;
  device_id: string;
  device_name: string;
  os_version: string;
  app_version: string;
  latitude: number | null;
  longitude: number | null;
  accuracy_meters: number | null;
  reported_at: Date;
}
