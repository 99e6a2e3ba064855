import { messages } from '../messages.ts';
import { showToast } from '../toast.ts';

/**
 * What to tell the borrower when a call got no answer: offline, timed out, or something else,
 * each with what to do next.
 */
export function callFailureMessage(error: unknown): string {
  if (typeof navigator !== 'undefined' && navigator.onLine === false)
    return messages.common.offline;
  if (error instanceof DOMException && error.name === 'TimeoutError')
    return messages.common.timedOut;
  // fetch rejects with a TypeError when the network fails.
  if (error instanceof TypeError) return messages.common.offline;
  return messages.common.requestFailed;
}

/** Toasts what happened to a call that got no answer. */
export function reportCallFailure(error: unknown): void {
  void showToast(callFailureMessage(error));
}
