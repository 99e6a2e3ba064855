import type { Migration } from 'kysely/migration';
import * as usersAndSessions from './0001-users-and-sessions.ts';
import * as loginCodesAndSmsOutbox from './0002-login-codes-and-sms-outbox.ts';
import * as customerServiceContacts from './0003-customer-service-contacts.ts';
import * as loanCatalogue from './0004-loan-catalogue.ts';
import * as loanOrders from './0005-loan-orders.ts';
import * as payoutAccountsEventsClock from './0006-payout-accounts-events-clock.ts';
import * as smsDeliveryAndRequestCounts from './0007-sms-delivery-and-request-counts.ts';
import * as payments from './0008-payments.ts';
import * as bindingAndComplaints from './0009-binding-and-complaints.ts';
import * as registration from './0010-registration.ts';
import * as changeAnnouncements from './0011-change-announcements.ts';
import * as clockDatesAndListIndexes from './0012-clock-dates-and-list-indexes.ts';
import * as uploadBytes from './0013-upload-bytes.ts';
import * as noChangeAnnouncements from './0014-no-change-announcements.ts';
import * as operatorsAndAudit from './0015-operators-and-audit.ts';
import * as loanEntries from './0016-loan-entries.ts';
import * as gatewayPayouts from './0017-gateway-payouts.ts';
import * as receiptsAndErasureRequests from './0018-receipts-and-erasure-requests.ts';
import * as orderEventKinds from './0019-order-event-kinds.ts';
import * as borrowerMessages from './0020-borrower-messages.ts';
import * as collections from './0021-collections.ts';
import * as paymentsPaidIndex from './0022-payments-paid-index.ts';
import * as borrowerLanguages from './0024-borrower-languages.ts';
import * as paymentReconciliations from './0025-payment-reconciliations.ts';
import * as orderRolloverTermsAndOperatorUploads from './0026-order-rollover-terms-and-operator-uploads.ts';
import * as messageSettings from './0029-message-settings.ts';
import * as deferredEntryPayment from './0030-deferred-entry-payment.ts';
import * as receiptNumberAtCommit from './0031-receipt-number-at-commit.ts';
import * as loginCodesCreatedIndex from './0032-login-codes-created-index.ts';
import * as payoutStates from './0033-payout-states.ts';
import * as filipinoTexts from './0036-filipino-texts.ts';
import * as prefixSearchAndOperatorRemoval from './0037-prefix-search-and-operator-removal.ts';
import * as filipinoPartnerTextsAndImages from './0038-filipino-partner-texts-and-images.ts';
import * as uploadsByOwnerIndex from './0039-uploads-by-owner-index.ts';
import * as paymentFlags from './0042-payment-flags.ts';
import * as livePayCodesByAge from './0044-live-pay-codes-by-age.ts';
import * as payoutReversals from './0045-payout-reversals.ts';
import * as refundPayouts from './0046-refund-payouts.ts';
import * as paymentAndPayoutRowsKept from './0049-payment-and-payout-rows-kept.ts';
import * as moneyApprovals from './0050-money-approvals.ts';
import * as opsTokenKeysAndRefusalCounts from './0052-ops-token-keys-and-refusal-counts.ts';
import * as auditChain from './0053-audit-chain.ts';
import * as loanParties from './0055-loan-parties.ts';
import * as borrowerOffHoursConsents from './0056-borrower-off-hours-consents.ts';
import * as jobQueue from './0057-job-queue.ts';
import * as deadLettersAndSmsDelivery from './0058-dead-letters-and-sms-delivery.ts';
import * as spentChallengesAndBotRefusals from './0060-spent-challenges-and-bot-refusals.ts';
import * as messagesInBothLanguagesAndReferenceNumber from './0061-messages-in-both-languages-and-reference-number.ts';
import * as applicantProfiles from './0062-applicant-profiles.ts';
import * as applicationPolicyResults from './0063-application-policy-results.ts';
import * as deviceReports from './0064-device-reports.ts';
import * as creditAppliedEntries from './0065-credit-applied-entries.ts';

/** Every migration, by name; the names sort in the order they run. Add new ones here. */
export const migrations: Record<string, Migration> = {
  '0001-users-and-sessions': usersAndSessions,
  '0002-login-codes-and-sms-outbox': loginCodesAndSmsOutbox,
  '0003-customer-service-contacts': customerServiceContacts,
  '0004-loan-catalogue': loanCatalogue,
  '0005-loan-orders': loanOrders,
  '0006-payout-accounts-events-clock': payoutAccountsEventsClock,
  '0007-sms-delivery-and-request-counts': smsDeliveryAndRequestCounts,
  '0008-payments': payments,
  '0009-binding-and-complaints': bindingAndComplaints,
  '0010-registration': registration,
  '0011-change-announcements': changeAnnouncements,
  '0012-clock-dates-and-list-indexes': clockDatesAndListIndexes,
  '0013-upload-bytes': uploadBytes,
  '0014-no-change-announcements': noChangeAnnouncements,
  '0015-operators-and-audit': operatorsAndAudit,
  '0016-loan-entries': loanEntries,
  '0017-gateway-payouts': gatewayPayouts,
  '0018-receipts-and-erasure-requests': receiptsAndErasureRequests,
  '0019-order-event-kinds': orderEventKinds,
  '0020-borrower-messages': borrowerMessages,
  '0021-collections': collections,
  '0022-payments-paid-index': paymentsPaidIndex,
  '0024-borrower-languages': borrowerLanguages,
  '0025-payment-reconciliations': paymentReconciliations,
  '0026-order-rollover-terms-and-operator-uploads': orderRolloverTermsAndOperatorUploads,
  '0029-message-settings': messageSettings,
  '0030-deferred-entry-payment': deferredEntryPayment,
  '0031-receipt-number-at-commit': receiptNumberAtCommit,
  '0032-login-codes-created-index': loginCodesCreatedIndex,
  '0033-payout-states': payoutStates,
  '0036-filipino-texts': filipinoTexts,
  '0037-prefix-search-and-operator-removal': prefixSearchAndOperatorRemoval,
  '0038-filipino-partner-texts-and-images': filipinoPartnerTextsAndImages,
  '0039-uploads-by-owner-index': uploadsByOwnerIndex,
  '0042-payment-flags': paymentFlags,
  '0044-live-pay-codes-by-age': livePayCodesByAge,
  '0045-payout-reversals': payoutReversals,
  '0046-refund-payouts': refundPayouts,
  '0049-payment-and-payout-rows-kept': paymentAndPayoutRowsKept,
  '0050-money-approvals': moneyApprovals,
  '0052-ops-token-keys-and-refusal-counts': opsTokenKeysAndRefusalCounts,
  '0053-audit-chain': auditChain,
  '0055-loan-parties': loanParties,
  '0056-borrower-off-hours-consents': borrowerOffHoursConsents,
  '0057-job-queue': jobQueue,
  '0058-dead-letters-and-sms-delivery': deadLettersAndSmsDelivery,
  '0060-spent-challenges-and-bot-refusals': spentChallengesAndBotRefusals,
  '0061-messages-in-both-languages-and-reference-number': messagesInBothLanguagesAndReferenceNumber,
  '0062-applicant-profiles': applicantProfiles,
  '0063-application-policy-results': applicationPolicyResults,
  '0064-device-reports': deviceReports,
  '0065-credit-applied-entries': creditAppliedEntries,
};
