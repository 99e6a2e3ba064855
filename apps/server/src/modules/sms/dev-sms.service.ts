import type { ResponseOf } from '@loan/contract';
import { BUSINESS_CODE, type devSms, type devSmsOutbox } from '@loan/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ConsoleSmsProvider } from './console-sms-provider.ts';
import { listOutboxRows } from './sms-outbox.repository.ts';

/** The last code texted to a phone, from the console provider's memory (development and e2e). */
export function lastCodeSentTo(
  inbox: ConsoleSmsProvider | undefined,
  phone: string,
): ResponseOf<typeof devSms> {
  const sent = inbox?.lastCode(phone);
  if (!sent) throw new AppError(BUSINESS_CODE.notFound, 'No code has been sent to this phone');
  return { phone, code: sent.code, sentAt: sent.sentAt.toISOString() };
}

/** The newest texts the outbox keeps for a phone, as sent (codes masked). */
export async function outboxOf(db: Db, phone: string): Promise<ResponseOf<typeof devSmsOutbox>> {
  const rows = await listOutboxRows(db, phone, 20);
  return {
    messages: rows.map((row) => ({
      text: row.body,
      status: row.status,
      sentAt: row.created_at.toISOString(),
    })),
  };
}
