import type { ServerResponse } from 'node:http';
import { createPayout, json, type Payout, payoutView } from './fake-xendit-records.ts';

// The fake gateway's payout troubles: an answer lost or refused after the payout was (or was
// not) made, a look-up that fails, a reversal. fake-xendit.ts serves them.

/** How the next POST /v2/payouts goes wrong. */
export interface PayoutTrouble {
  /** The HTTP status answered (a documented error body with `errorCode`). */
  status: number;
  errorCode?: string;
  /** The connection is dropped instead of answered (a time-out, as the caller sees it). */
  hangUp?: boolean;
  /** The payout was made before the answer went wrong, in this state; absent: it was not. */
  made?: 'ACCEPTED' | 'SUCCEEDED' | { failureCode: string };
}

/** Answers the troubled create; a payout made is stored and its key remembered, as Xendit does. */
export function answerTroubledPayout(
  res: ServerResponse,
  body: string,
  trouble: PayoutTrouble,
  book: {
    payouts: Map<string, Payout>;
    now: () => string;
    remember: (answer: unknown) => void;
  },
): void {
  if (trouble.made) {
    const made = createPayout(body, book);
    if (!('error_code' in made)) {
      const payout = book.payouts.get(made.id)!;
      if (trouble.made === 'SUCCEEDED') payout.status = 'SUCCEEDED';
      if (typeof trouble.made === 'object') {
        payout.status = 'FAILED';
        payout.failure_code = trouble.made.failureCode;
      }
      book.remember(payoutView(payout));
    }
  }
  if (trouble.hangUp) {
    res.destroy();
    return;
  }
  const code = trouble.errorCode ?? `HTTP_${trouble.status}`;
  json(res, trouble.status, { error_code: code, message: `fake ${code}` });
}

/** GET /v2/payouts?reference_id=: every payout made under the reference. */
export function payoutsByReference(
  res: ServerResponse,
  payouts: Map<string, Payout>,
  query: URLSearchParams,
): void {
  const reference = query.get('reference_id');
  if (!reference) {
    json(res, 400, { error_code: 'API_VALIDATION_ERROR', message: 'reference_id is required' });
    return;
  }
  const data = [...payouts.values()].filter((p) => p.reference_id === reference).map(payoutView);
  json(res, 200, { data, has_more: false });
}

/** A payout's money came back: REVERSED, and the webhook body that says so. */
export function reversedWebhook(payout: Payout, now: string) {
  payout.status = 'REVERSED';
  payout.failure_code = 'REJECTED_BY_CHANNEL';
  payout.updated = now;
  return {
    event: 'payout.reversed',
    business_id: 'fake-business',
    created: now,
    data: payoutView(payout),
  };
}
