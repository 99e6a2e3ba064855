import { keepDeliveryStatus } from '../sms/sms-outbox.service.ts';
import { setMessageSmsStatus } from './message.repository.ts';
import {
  DELIVERY_FIRST_CHECK_SECONDS,
  type MessageDeps,
  SMS_DELIVERY_JOB,
} from './messages.service.ts';

/** The gateway's last words on a message (Semaphore): nothing changes after them. */
const FINAL = new Set(['sent', 'delivered', 'failed', 'refunded']);
/** Asked again after 2, 4, 8 ... minutes: a carrier takes seconds to hours to report. */
const MAX_CHECKS = 8;

export interface DeliveryCheck {
  messageId: string;
  providerMessageId: string;
  /** How many checks came before this one. */
  checks?: number;
}

/**
 * Asks the gateway how a sent SMS fared and keeps the answer on the outbox record and on the
 * borrower's message; until it is final, asks again later with a doubling wait (decision 0077).
 */
export async function checkSmsDelivery(deps: MessageDeps, check: DeliveryCheck): Promise<string> {
  const ask = deps.sms.deliveryStatus;
  if (!ask) return 'unknown';
  const status = await ask.call(deps.sms, check.providerMessageId);
  await keepDeliveryStatus(deps.db, check.providerMessageId, status);
  await setMessageSmsStatus(deps.db, check.messageId, status);
  const checks = (check.checks ?? 0) + 1;
  if (!FINAL.has(status.toLowerCase()) && checks < MAX_CHECKS && deps.jobs) {
    await deps.jobs.send(
      SMS_DELIVERY_JOB,
      { ...check, checks },
      {
        key: `${check.providerMessageId}:${checks}`,
        startAfterSeconds: DELIVERY_FIRST_CHECK_SECONDS * 2 ** checks,
      },
    );
  }
  return status;
}
