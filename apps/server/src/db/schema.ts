// The database's tables, by area in ./schema/; Kysely's `Database` lists them all.
import type {
  AnalyticsEventsTable,
  ApplicantProfileChangesTable,
  ApplicantProfilesTable,
  BorrowerLanguagesTable,
  BorrowerMessageSettingsTable,
  BorrowerMessagesTable,
  ClockOffsetTable,
  CustomerServiceContactsTable,
  DeviceReportsTable,
  ErasureRequestsTable,
  IdempotencyKeysTable,
  JobRunsTable,
  LoginCodesTable,
  RequestCountsTable,
  SessionsTable,
  SmsOutboxTable,
  UsersTable,
} from './schema/borrowers.ts';
import type {
  BindItemsTable,
  BotRefusalCountsTable,
  ComplaintsTable,
  LandingCountsTable,
  LandingTemplatesTable,
  PromotionSidsTable,
  SpentChallengesTable,
  UploadBytesTable,
  UploadsTable,
} from './schema/content.ts';
import type {
  LoanEntriesTable,
  LoanOrdersTable,
  OrderEventsTable,
  OrderRatingsTable,
  PartnerProductsTable,
  ProductsTable,
} from './schema/loans.ts';
import type {
  AuditChainHeadTable,
  AuditRecordsTable,
  CollectionConsentsTable,
  CollectionContactsTable,
  LoanPartiesTable,
  OffHoursConsentsTable,
  OperatorSessionsTable,
  OperatorSetupLinksTable,
  OperatorSignInFailuresTable,
  OperatorsTable,
  OpsRefusalCountsTable,
  OpsTokensTable,
} from './schema/operations.ts';
import type {
  CardRepaymentsTable,
  MoneyApprovalsTable,
  PayCodesTable,
  PaymentChannelsTable,
  PaymentFlagsTable,
  PaymentReconciliationsTable,
  PaymentsTable,
  PayoutAccountsTable,
  PayoutEventsTable,
  PayoutStatesTable,
  PayoutsTable,
  ProviderWebhooksTable,
  ReceiptSeriesTable,
  SandboxSettlementsTable,
} from './schema/payments.ts';

export type * from './schema/borrowers.ts';
export type * from './schema/content.ts';
export type * from './schema/loans.ts';
export type * from './schema/operations.ts';
export type * from './schema/payments.ts';

export interface Database {
  users: UsersTable;
  applicant_profiles: ApplicantProfilesTable;
  applicant_profile_changes: ApplicantProfileChangesTable;
  device_reports: DeviceReportsTable;
  sessions: SessionsTable;
  login_codes: LoginCodesTable;
  sms_outbox: SmsOutboxTable;
  request_counts: RequestCountsTable;
  customer_service_contacts: CustomerServiceContactsTable;
  products: ProductsTable;
  partner_products: PartnerProductsTable;
  loan_orders: LoanOrdersTable;
  order_events: OrderEventsTable;
  order_ratings: OrderRatingsTable;
  idempotency_keys: IdempotencyKeysTable;
  payout_accounts: PayoutAccountsTable;
  analytics_events: AnalyticsEventsTable;
  clock_offset: ClockOffsetTable;
  payment_channels: PaymentChannelsTable;
  pay_codes: PayCodesTable;
  payments: PaymentsTable;
  money_approvals: MoneyApprovalsTable;
  receipt_series: ReceiptSeriesTable;
  erasure_requests: ErasureRequestsTable;
  loan_entries: LoanEntriesTable;
  card_repayments: CardRepaymentsTable;
  bind_items: BindItemsTable;
  uploads: UploadsTable;
  upload_bytes: UploadBytesTable;
  complaints: ComplaintsTable;
  landing_templates: LandingTemplatesTable;
  promotion_sids: PromotionSidsTable;
  landing_counts: LandingCountsTable;
  spent_challenges: SpentChallengesTable;
  bot_refusal_counts: BotRefusalCountsTable;
  job_runs: JobRunsTable;
  operators: OperatorsTable;
  operator_setup_links: OperatorSetupLinksTable;
  operator_sessions: OperatorSessionsTable;
  operator_sign_in_failures: OperatorSignInFailuresTable;
  ops_tokens: OpsTokensTable;
  ops_refusal_counts: OpsRefusalCountsTable;
  audit_records: AuditRecordsTable;
  audit_chain_head: AuditChainHeadTable;
  borrower_messages: BorrowerMessagesTable;
  borrower_message_settings: BorrowerMessageSettingsTable;
  payouts: PayoutsTable;
  payout_events: PayoutEventsTable;
  payout_states: PayoutStatesTable;
  provider_webhooks: ProviderWebhooksTable;
  sandbox_settlements: SandboxSettlementsTable;
  collection_contacts: CollectionContactsTable;
  collection_consents: CollectionConsentsTable;
  loan_parties: LoanPartiesTable;
  off_hours_consents: OffHoursConsentsTable;
  payment_reconciliations: PaymentReconciliationsTable;
  payment_flags: PaymentFlagsTable;
  borrower_languages: BorrowerLanguagesTable;
}
