import { z } from 'zod';
import { LOCALES } from '../locale.ts';
import { dateTextSchema, minorAmountSchema } from './loan-fields.ts';
import { receiptSchema } from './repayment.ts';

/** The loan being repaid: what is due next and when, from the order page's own figures. */
export const currentLoanSchema = z.object({
  orderId: z.string(),
  productId: z.string(),
  productName: z.string(),
  orderStatus: z.number().int(),
  /** The earliest instalment not fully paid; null once nothing is scheduled. */
  nextDueDate: dateTextSchema.nullable(),
  /** What is left of that instalment. */
  nextAmount: minorAmountSchema,
  /** Due now: instalments due by today plus default charges. */
  amountDue: minorAmountSchema,
  /** What may be paid today; 0: nothing to pay until nextDueDate. */
  payable: minorAmountSchema,
  /** What clears the loan today. */
  outstanding: minorAmountSchema,
  /** Paid beyond what was owed and not refunded: the borrower's money. */
  credit: minorAmountSchema,
});

/** One of the borrower's orders, newest first. */
export const loanSummarySchema = z.object({
  orderId: z.string(),
  productId: z.string(),
  productName: z.string(),
  orderStatus: z.number().int(),
  principal: minorAmountSchema,
  appliedOn: dateTextSchema,
  /** Released: it has (or will have) payments. */
  released: z.boolean(),
  /** Paid beyond what was owed and not refunded (settled loans too): the borrower's money. */
  credit: minorAmountSchema,
});

/** An in-app message (reminder, receipt, loan decision, complaint reply), newest first. */
export const borrowerMessageSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  /** ISO instant the message was made. */
  createdAt: z.string(),
  read: z.boolean(),
  orderId: z.string().nullable(),
  /** A path in the app the message opens (a complaint's page), or null. */
  link: z.string().nullable(),
});

export const myLoansSchemas = {
  request: z.object({}),
  response: z.object({
    current: currentLoanSchema.nullable(),
    /** The bound payout account as the binding page shows it (never its full number). */
    payoutAccount: z.string().nullable(),
    loans: z.array(loanSummarySchema),
    /** Every payment of every loan, newest first, each a receipt. */
    payments: z.array(receiptSchema),
    messages: z.array(borrowerMessageSchema),
    unread: z.number().int().nonnegative(),
    /** The borrower takes the SMS of the reminders before a due date. */
    reminderSms: z.boolean(),
  }),
};

/** The borrower's choice: the reminders before a due date by SMS too, or in the app only. */
export const messageSettingsSchemas = {
  request: z.object({ reminderSms: z.boolean() }),
  response: z.object({ reminderSms: z.boolean() }),
};

export const messagesUnreadSchemas = {
  request: z.object({}),
  response: z.object({ unread: z.number().int().nonnegative() }),
};

export const messagesReadSchemas = {
  request: z.object({ ids: z.array(z.uuid()).min(1, 'is required').max(100) }),
  response: z.object({ read: z.number().int().nonnegative() }),
};

export const languageSaveSchemas = {
  request: z.object({ lang: z.enum(LOCALES) }),
  response: z.object({ lang: z.enum(LOCALES) }),
};
