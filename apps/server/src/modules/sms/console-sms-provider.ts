import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import { maskPhone } from '../../lib/redact.ts';
import { redactedText, type SmsProvider } from './sms-provider.ts';

// Enough for any development session or e2e run; the oldest phone is forgotten first.
const MAX_PHONES = 1000;

export interface SentCode {
  code: string;
  sentAt: Date;
}

export interface ConsoleSmsProvider extends SmsProvider {
  /** The last code sent to the phone, from this process's memory only. */
  lastCode(phone: string): SentCode | undefined;
}

interface ConsoleSmsDeps {
  clock: Clock;
  log: FastifyBaseLogger;
  /** Outside production the text (with the code) is logged so a developer can log in. */
  showText: boolean;
}

/** Sends nothing: logs the message and remembers the last code per phone in memory. */
export function createConsoleSmsProvider(deps: ConsoleSmsDeps): ConsoleSmsProvider {
  const codes = new Map<string, SentCode>();
  return {
    async send(message) {
      if (message.code) {
        codes.delete(message.phone);
        codes.set(message.phone, { code: message.code, sentAt: deps.clock.now() });
        if (codes.size > MAX_PHONES) codes.delete(codes.keys().next().value as string);
      }
      // The number is masked under a key of our own: `phone` would be redacted entirely.
      const to = maskPhone(message.phone);
      deps.log.info({ to }, `SMS: ${deps.showText ? message.text : redactedText(message)}`);
      return { provider: 'console', messageId: null, status: 'logged' };
    },
    lastCode: (phone) => codes.get(phone),
  };
}
