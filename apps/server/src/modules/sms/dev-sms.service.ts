import type { ResponseOf } from '@loan/contract';
import { BUSINESS_CODE, type devSms } from '@loan/contract';
import { AppError } from '../../lib/app-error.ts';
import type { ConsoleSmsProvider } from './console-sms-provider.ts';

/** The last code texted to a phone, from the console provider's memory (development and e2e). */
export function lastCodeSentTo(
  inbox: ConsoleSmsProvider | undefined,
  phone: string,
): ResponseOf<typeof devSms> {
  const sent = inbox?.lastCode(phone);
  if (!sent) throw new AppError(BUSINESS_CODE.notFound, 'No code has been sent to this phone');
  return { phone, code: sent.code, sentAt: sent.sentAt.toISOString() };
}
