import type { Translation } from '@/lib/i18n/catalogue.ts';
import type * as en from './messages.ts';

// The Filipino side of ./messages.ts (docs/decisions/0038), loaded only for a Filipino reader.

export const myLoansMessages: Translation<typeof en.myLoansEnglish> = {
  loading: 'naglo-load...',
  title: 'Mga loan ko',
  unavailable: 'Hindi ma-load ang mga loan mo.',
  notOpened: 'Hindi mabuksan ang Mga loan ko',
  current: 'Ang loan mo ngayon',
  nextDue: 'Susunod na due date',
  nextAmount: 'Susunod na bayad',
  amountDue: 'Babayaran ngayon',
  outstanding: 'Para matapos ang loan',
  credit: 'Credit mo',
  creditOf: (money: string) => `Credit mo ${money}`,
  nothingDueUntil: (date: string) =>
    `Wala ka pang babayaran ngayon. Ang susunod mong bayad ay due sa ${date}.`,
  repay: 'Magbayad',
  orderDetails: 'Detalye ng order',
  noCurrent: 'Wala kang loan na babayaran.',
  payoutAccount: 'Dito ipinapadala ang pera',
  noPayoutAccount: 'Wala ka pang payout account: magdadagdag ka nito kapag tinanggap mo ang loan.',
  loans: 'Lahat ng loan ko',
  noLoans: 'Hindi ka pa nag-a-apply ng loan.',
  payments: 'Mga bayad at resibo',
  noPayments: 'Wala pang bayad.',
  receipt: (receiptNo: string) => `Resibo ${receiptNo}`,
  messages: 'Mga mensahe',
  unread: (count: number) => `${count} hindi pa nababasa`,
  newMark: 'Bago',
  noMessages: 'Wala pang mensahe.',
  openMessage: 'Buksan',
  reminderSms: 'SMS na paalala bago ang due date',
  reminderSmsHint:
    'Laging may SMS para sa paalala sa due date at sa overdue, mga resibo at desisyon sa loan. Nananatili rito ang bawat mensahe.',
  language: 'Wika',
  languageFailed: 'Hindi na-save ang wika mo. Subukan ulit.',
  status: {
    21: 'Hindi naaprubahan',
    110: 'Sinusuri pa',
    151: 'Aprubado: tanggapin para matanggap ang pera',
    170: 'Binabayaran',
    174: 'Due ngayon',
    180: 'Lampas na sa due date',
    200: 'Bayad na lahat',
  },
  paymentKinds: { instalment: 'Bayad', rollover: 'Bayad sa rollover' },
};
