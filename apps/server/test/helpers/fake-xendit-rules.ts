import {
  DATE_RANGE_FILTER,
  FROM_API_REFERENCE,
  LIST_TRANSACTIONS_QUERY,
} from '../fixtures/xendit-models/xendit-node-models.ts';

// What the fake Xendit refuses as Xendit would (test/fixtures/xendit-models, decision 0064).

export type ApiError = { error_code: string; message: string };

/** A request outside the channel's per-payment limits (pesos), as Xendit answers it. */
export function channelLimitError(channel: string, pesos: number): ApiError | undefined {
  const limits = (FROM_API_REFERENCE.payInLimits as Record<string, readonly [number, number]>)[
    channel
  ];
  if (!limits) return undefined;
  const [min, max] = limits;
  if (pesos > max) {
    return { error_code: 'MAX_AMOUNT_LIMIT_ERROR', message: `${channel} takes at most ${max}` };
  }
  if (pesos < min) {
    return { error_code: 'API_VALIDATION_ERROR', message: `${channel} takes at least ${min}` };
  }
  return undefined;
}

/** More than two decimals is not an amount in pesos. */
export const hasCentavosOnly = (pesos: number) =>
  Math.abs(pesos * 100 - Math.round(pesos * 100)) < 1e-6;

const DATE_KEY = /^(created|updated)\[(\w+)\]$/;

/** GET /transactions: a parameter the API does not know (as `created[lt]`) is refused. */
export function transactionsQueryError(query: URLSearchParams): ApiError | undefined {
  for (const key of query.keys()) {
    const date = DATE_KEY.exec(key);
    const known = date
      ? (DATE_RANGE_FILTER as readonly string[]).includes(date[2]!)
      : (LIST_TRANSACTIONS_QUERY as readonly string[]).includes(key);
    if (!known) return { error_code: 'API_VALIDATION_ERROR', message: `unknown parameter ${key}` };
  }
  return undefined;
}

/**
 * The switches a test turns on: Xendit's rate limit, duplicate refusals, answers lost after the
 * request took effect.
 */
export interface FakeXenditSwitches {
  /** The next N API calls answer 429 RATE_LIMIT_EXCEEDED and do nothing. */
  rateLimited: number;
  /**
   * 'replay' (default): a payout re-sent under its idempotency key answers the first answer.
   * 'refuse': a payout whose idempotency key or reference_id was used before answers 409
   * DUPLICATE_TRANSACTION_ERROR (the first payout stands).
   */
  duplicatePayouts: 'replay' | 'refuse';
  /** The next create takes effect, then answers this instead (the answer lost on the way). */
  lostAnswer: { status: number; errorCode: string } | undefined;
}

export const RATE_LIMITED: ApiError = {
  error_code: 'RATE_LIMIT_EXCEEDED',
  message: 'too many requests: retry after the rate limit window',
};

export const DUPLICATE_PAYOUT: ApiError = {
  error_code: 'DUPLICATE_TRANSACTION_ERROR',
  message: 'a payout with this idempotency key or reference_id exists',
};
