import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.ts';
import {
  approvedText,
  complaintReplyText,
  receiptText,
  rejectedText,
  releasedText,
} from '../../../src/modules/messages/event-texts.ts';
import type { MessageLang, MessageText } from '../../../src/modules/messages/message-lang.ts';
import { reminderText } from '../../../src/modules/messages/reminder-texts.ts';

const brand = loadConfig({}).brand;
const loan = {
  orderId: 'PN-7',
  userId: 'u',
  phone: '09171234567',
  dueDate: '2026-03-05',
  instalment: 1,
  instalments: 1,
  unpaid: 545_500,
  amountDue: 545_500,
};

/** Every template, in one language. */
function all(lang: MessageLang): MessageText[] {
  return [
    ...[3, 1, 0, -1, -3, -7].map((days) => reminderText(days, loan, brand, lang)),
    receiptText(
      {
        receiptNo: 'OR-000042',
        orderId: 'PN-7',
        amount: 10_000,
        outstandingAfter: 535_500,
        paidAt: '',
      },
      brand,
      lang,
    ),
    approvedText({ orderId: 'PN-7', netProceeds: 485_000 }, brand, lang),
    rejectedText({ orderId: 'PN-7', reason: 'overdue-loan' }, brand, lang),
    rejectedText({ orderId: 'PN-7', reason: 'requirements' }, brand, lang),
    releasedText(
      { orderId: 'PN-7', netProceeds: 485_000, account: 'GCash **** 9876' },
      brand,
      lang,
    ),
    complaintReplyText({ complaintId: 'CP-9' }, brand, lang),
  ];
}

describe('message texts', () => {
  it('has every template in English and Filipino, with the same amounts, dates and numbers', () => {
    const en = all('en');
    const fil = all('fil');
    expect(fil).toHaveLength(en.length);
    const figures = (text: string) => text.match(/₱[\d,.]+\d|\d{4}-\d{2}-\d{2}|OR-\d+|PN-7|CP-9/g);
    en.forEach((english, i) => {
      const filipino = fil[i]!;
      expect(filipino.title).not.toBe(english.title);
      expect(filipino.body).not.toBe(english.body);
      expect(figures(filipino.body)).toEqual(figures(english.body));
      expect(filipino.sms.startsWith(`${brand.appNameEn}: `)).toBe(true);
    });
  });

  it('speaks Filipino as the apps here do', () => {
    const [before3, , dueDay] = all('fil');
    expect(before3?.title).toBe('Due na ang bayad mo sa loob ng 3 araw');
    expect(dueDay?.body).toContain('Pakibayaran ang ₱5,455.00 para sa loan PN-7 ngayong araw');
    expect(all('fil')[6]?.body).toContain('Natitira pang babayaran: ₱5,355.00.');
  });
});
