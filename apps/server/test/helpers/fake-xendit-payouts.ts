import type { ServerResponse } from 'node:http';
import { createPayout, json, type Payout, payoutView } from './fake-xendit-records.ts';

// The fake gateway's payout troubles: an answer lost or refused after the payout was (or was
// not) made, a look-up that fails. fake-xendit.ts serves them.

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
