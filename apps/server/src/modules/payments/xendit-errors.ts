import { BUSINESS_CODE, CURRENCY_SIGN, formatMajorAmount } from '@loan/contract';
import { AppError } from '../../lib/app-error.ts';
import { AmountOutsideChannel, ProviderRefused, ProviderUnavailable } from './payment-provider.ts';

/**
 * Xendit's documented error codes (API error codes of /payment_requests, payout errors and
 * payout failure codes) and what we tell the borrower or the operator.
 */
const BORROWER_MESSAGES: Record<string, string> = {
  API_VALIDATION_ERROR: 'This payment channel cannot take this payment. Try another channel.',
  INVALID_VALUE_ERROR:
    'The amount is outside what this channel accepts. Try another channel or amount.',
  MAX_AMOUNT_LIMIT_ERROR: "The amount is above this channel's limit. Try another channel.",
  CHANNEL_NOT_ACTIVATED: 'This payment channel is not available. Try another channel.',
  CHANNEL_UNAVAILABLE: 'This payment channel is down right now. Try another channel or try later.',
  TEMPORARILY_UNAVAILABLE:
    'This payment channel is down right now. Try another channel or try later.',
  PAYMENT_REQUEST_RATE_LIMITED: 'Too many payments through this channel just now. Try in a minute.',
  RATE_LIMIT_EXCEEDED: 'Too many payments just now. Try again in a minute.',
  DUPLICATE_ERROR: 'We could not issue your pay code. Please try again.',
  IDEMPOTENCY_ERROR: 'We could not issue your pay code. Please try again.',
  INVALID_API_KEY: 'Payments are unavailable right now. Please try again later.',
  REQUEST_FORBIDDEN_ERROR: 'Payments are unavailable right now. Please try again later.',
  FORBIDDEN: 'Payments are unavailable right now. Please try again later.',
};
// Xendit takes pesos only, whatever the brand's currency sign.
const peso = (centavos: number) => `${CURRENCY_SIGN.peso}${formatMajorAmount(centavos)}`;
const BORROWER_FALLBACK = 'We could not issue your pay code. Please try again later.';

/** Why a payout failed, for the operator who released the loan. */
const PAYOUT_REASONS: Record<string, string> = {
  INSUFFICIENT_BALANCE:
    'the gateway balance is too low for this payout: top it up, then release again',
  INVALID_DESTINATION:
    'the account number does not exist at the bank or e-wallet: ask the borrower to bind the right account',
  RECIPIENT_ACCOUNT_NUMBER_ERROR: 'the account number is not valid for this bank or e-wallet',
  REJECTED_BY_CHANNEL:
    'the bank or e-wallet refused the transfer: check the account with the borrower',
  DESTINATION_MAXIMUM_LIMIT:
    'the account cannot receive this amount (its limit): ask for a bank account',
  MAXIMUM_TRANSFER_LIMIT_ERROR: 'the amount is above the channel limit: ask for a bank account',
  RECIPIENT_AMOUNT_ERROR: 'the amount is outside the channel limits',
  CHANNEL_CODE_NOT_SUPPORTED_ERROR: 'the gateway does not send money to this bank or e-wallet',
  TEMPORARY_TRANSFER_ERROR: 'the bank network had a temporary error: release again later',
  TRANSFER_ERROR: 'the transfer failed at the bank network: release again later',
  UNKNOWN_BANK_NETWORK_ERROR: 'the bank network did not answer: release again later',
  COMPLIANCE_REJECTED: "the gateway's compliance team refused the payout",
  CANCELLED: 'the payout was cancelled at the gateway',
  ACCOUNT_NOT_OURS: "the account is not the borrower's",
};

export function payoutFailureReason(code: string): string {
  return PAYOUT_REASONS[code] ?? `the gateway refused it (${code})`;
}

/** A gateway error as the borrower sees it when asking for a pay code. */
export function borrowerErrorOf(error: unknown): AppError | undefined {
  if (error instanceof ProviderUnavailable) {
    return new AppError(
      BUSINESS_CODE.channelUnavailable,
      'The payment channel is not answering. Please try again in a few minutes.',
      503,
    );
  }
  if (error instanceof AmountOutsideChannel) {
    const message =
      `This channel takes ${peso(error.min)} to ${peso(error.max)} in one payment. ` +
      'Choose another channel or amount.';
    return new AppError(BUSINESS_CODE.channelUnavailable, message, 422);
  }
  if (error instanceof ProviderRefused) {
    const message = BORROWER_MESSAGES[error.errorCode] ?? BORROWER_FALLBACK;
    return new AppError(BUSINESS_CODE.channelUnavailable, message, 422);
  }
  return undefined;
}
