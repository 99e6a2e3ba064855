import type { Migration } from 'kysely/migration';
import * as usersAndSessions from './0001-users-and-sessions.ts';
import * as loginCodesAndSmsOutbox from './0002-login-codes-and-sms-outbox.ts';
import * as customerServiceContacts from './0003-customer-service-contacts.ts';

/** Every migration, by name; the names sort in the order they run. Add new ones here. */
export const migrations: Record<string, Migration> = {
  '0001-users-and-sessions': usersAndSessions,
  '0002-login-codes-and-sms-outbox': loginCodesAndSmsOutbox,
  '0003-customer-service-contacts': customerServiceContacts,
};
