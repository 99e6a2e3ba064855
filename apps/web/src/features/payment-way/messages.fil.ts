import type { Translation } from '@/lib/i18n/catalogue.ts';
import type * as en from './messages.ts';

// The Filipino side of ./messages.ts (docs/decisions/0038), loaded only for a Filipino reader.

export const paymentWayMessages: Translation<typeof en.paymentWayEnglish> = {
  title: 'Bayad gamit ang card',
  loading: 'naglo-load...',
  amount: 'Halagang babayaran',
  cards: 'Mga naka-save mong card',
  noCards: 'Wala ka pang naka-save na card.',
  cardLabel: (bankName: string, cardNo: string) => `${bankName} ${cardNo}`,
  pay: 'Magbayad',
  addAccount: 'Magdagdag ng payout account',
  changeAccount: 'Palitan ang payout account',
  changeAccountTitle: 'Palitan ang payout account mo?',
  changeAccountText: (current: string) =>
    `Isa ang payout account mo: ${current}. Papalitan ito ng bago, para sa pagbayad at sa perang ipinapadala namin sa iyo.`,
  keepAccount: 'Huwag palitan',
  changeIt: 'Palitan',
  payByCode: 'Magbayad gamit ang pay code',
  unavailable: 'Hindi ma-load ang mga paraan ng pagbayad.',
  missingOrder: 'Walang order na ibinigay sa page na ito.',
  chooseCardFirst: 'Piliin muna ang card na gagamitin sa pagbayad!',
  cardListFailed: 'Hindi ma-load ang mga naka-save mong card.',
  smsTitle: 'Ilagay ang verification code',
  smsText: 'Nagpadala kami ng 6 na numerong code sa SMS sa phone number ng account mo.',
  smsCode: 'Verification code',
  resend: 'Ipadala ulit',
  resendIn: (seconds: number) => `${seconds}s`,
  cancel: 'Kanselahin',
  confirm: 'Kumpirmahin',
  codeTooShort: 'Maglagay ng tamang verification code.',
  wrongCode: 'Mali ang verification code.',
  duplicate: 'Huwag ipasa nang dalawang beses ang bayad.',
  paid: 'Natanggap ang bayad. Salamat!',
  linkBlocked: 'Hindi mabuksan ang payment page. Makipag-ugnayan sa customer service.',
};
