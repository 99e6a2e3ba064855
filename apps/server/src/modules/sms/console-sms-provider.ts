import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { maskPhone } from '../../lib/redact.ts';
import { insertOutboxMessage } from './sms-outbox.repository.ts';
import type { SmsProvider } from './sms-provider.ts';

interface ConsoleSmsDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Outside production the text (with the code) is logged so a developer can log in. */
  showText: boolean;
}

/** Sends nothing: logs the message and keeps it in `sms_outbox` (read by the dev SMS route). */
export function createConsoleSmsProvider(deps: ConsoleSmsDeps): SmsProvider {
  return {
    async send(phone, text) {
      await insertOutboxMessage(deps.db, { phone, body: text, createdAt: deps.clock.now() });
      // The number is masked under a key of our own: `phone` would be redacted entirely.
      const to = maskPhone(phone);
      if (deps.showText) deps.log.info({ to }, `SMS: ${text}`);
      else deps.log.info({ to }, 'SMS queued in the outbox');
    },
  };
}
