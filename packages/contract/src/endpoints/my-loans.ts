import { defineEndpoint } from '../endpoint.ts';
import { h5Path } from '../paths.ts';
import type {
  languageSaveSchemas,
  messageSettingsSchemas,
  messagesReadSchemas,
  messagesUnreadSchemas,
  myLoansSchemas,
} from '../schemas/my-loans.ts';

/** Ours: the borrower's home: the current loan, earlier loans, payments and messages. */
export const myLoans = defineEndpoint<typeof myLoansSchemas>({
  id: 'myLoans.home',
  method: 'POST',
  path: h5Path('/v3/my-loans'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});

/** Ours: marks the borrower's own messages read (others' ids change nothing). */
export const messagesRead = defineEndpoint<typeof messagesReadSchemas>({
  id: 'myLoans.messagesRead',
  method: 'POST',
  path: h5Path('/v3/my-loans/messages-read'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});

/** Ours: the borrower's choice about the SMS of the reminders before a due date. */
export const messageSettings = defineEndpoint<typeof messageSettingsSchemas>({
  id: 'myLoans.messageSettings',
  method: 'POST',
  path: h5Path('/v3/my-loans/message-settings'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});

/** Ours: how many of the borrower's messages are unread (the order page's link to them). */
export const messagesUnread = defineEndpoint<typeof messagesUnreadSchemas>({
  id: 'myLoans.messagesUnread',
  method: 'POST',
  path: h5Path('/v3/my-loans/unread'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});

/** Ours: saves the borrower's language (the switch on My loans); later pages open in it. */
export const languageSave = defineEndpoint<typeof languageSaveSchemas>({
  id: 'myLoans.language',
  method: 'POST',
  path: h5Path('/v3/my-loans/language'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});
