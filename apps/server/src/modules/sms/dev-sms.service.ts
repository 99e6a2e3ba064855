import type { ResponseOf } from '@loan/contract';
import { BUSINESS_CODE, type devSms, LOGIN_CODE_LENGTH } from '@loan/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { findLastOutboxMessage } from './sms-outbox.repository.ts';

const CODE_IN_TEXT = new RegExp(`\\b(\\d{${LOGIN_CODE_LENGTH}})\\b`);

/** The last code texted to a phone, read back from the outbox (development and e2e only). */
export async function lastCodeSentTo(db: Db, phone: string): Promise<ResponseOf<typeof devSms>> {
  const message = await findLastOutboxMessage(db, phone);
  const code = message?.body.match(CODE_IN_TEXT)?.[1];
  if (!message || !code) {
    throw new AppError(BUSINESS_CODE.notFound, 'No code has been sent to this phone');
  }
  return { phone, code, sentAt: message.created_at.toISOString() };
}
