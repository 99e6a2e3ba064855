import type { PaymentFlagReason } from '../../db/schema.ts';
import type { PayCodeRow } from './payments.repository.ts';

/** A paid event as matched against its pay code. */
export interface Capture {
  paymentId: string;
  requestId?: string | undefined;
  amount: number;
  paidAt: Date;
}

export interface CaptureFlag {
  reason: PaymentFlagReason;
  detail: string;
}

/**
 * A capture names a request of ours when the gateway's request id is the code's own; a code
 * stored without one (a gateway that issues none) is matched by its reference alone.
 */
export function foreignRequest(code: PayCodeRow, capture: Capture): boolean {
  return (
    capture.requestId !== undefined &&
    code.provider_ref !== null &&
    capture.requestId !== code.provider_ref
  );
}

/**
 * What a capture that is booked all the same did not answer exactly (decision 0063): a code
 * already paid, expired, or ended by a newer full-balance code, and an amount short of or above
 * what the code asked. None: it paid what the code asked, while it was payable.
 */
export function captureFlags(
  code: PayCodeRow,
  capture: Capture,
  bookedBefore: number,
): CaptureFlag[] {
  const flags: CaptureFlag[] = [];
  if (bookedBefore > 0) {
    flags.push({
      reason: 'paid-code',
      detail: `${bookedBefore} already booked on a code for ${code.amount}`,
    });
  }
  if (capture.paidAt.getTime() >= code.expires_at.getTime()) {
    flags.push({
      reason: 'expired-code',
      detail: `paid ${capture.paidAt.toISOString()}, payable until ${code.expires_at.toISOString()}`,
    });
  } else if (code.ended_at && capture.paidAt.getTime() >= code.ended_at.getTime()) {
    flags.push({
      reason: 'ended-code',
      detail: `paid ${capture.paidAt.toISOString()} on a code a newer one ended ${code.ended_at.toISOString()}`,
    });
  }
  const asked = Math.max(0, code.amount - bookedBefore);
  if (bookedBefore === 0 && capture.amount < asked) {
    flags.push({ reason: 'part', detail: `${capture.amount} of the ${asked} asked` });
  } else if (capture.amount > asked) {
    flags.push({ reason: 'over', detail: `${capture.amount} where ${asked} was left to pay` });
  }
  return flags;
}
