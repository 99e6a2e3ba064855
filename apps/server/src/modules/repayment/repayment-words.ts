import type { Locale } from '@loan/contract';

/** The repayment pages' sentences, in English and Filipino (docs/decisions/0038). */
export interface RepaymentWords {
  payThrough(money: string): string;
  nothingDueYet(money: string, date: string): string;
  orClear(money: string): string;
  rolloverPay(money: string, parts: string, days: number, date: string): string;
  rolloverNothingToPay(days: number, date: string, extraInterest: string): string;
  extendBy(days: number): string;
  instalment(n: number): string;
  interestDueOnly: string;
  interestDue(money: string): string;
  penaltyOwed(money: string): string;
  defaultInterestOwed(money: string): string;
}

const EN: RepaymentWords = {
  payThrough: (money) =>
    `Pay ${money} through any channel below. Use the pay code exactly as shown; the payment shows here within minutes.`,
  nothingDueYet: (money, date) =>
    `Nothing is due yet. Your next payment of ${money} is due on ${date}.`,
  orClear: (money) => `To clear the whole loan today, pay ${money}.`,
  rolloverPay: (money, parts, days, date) =>
    `Pay ${money} (${parts}) and your loan moves ${days} days, to ${date}.`,
  rolloverNothingToPay: (days, date, extra) =>
    `Your interest and penalties so far are paid: nothing to pay now. Confirm and your loan moves ${days} days, to ${date}; the extra period's interest of ${extra} is added to your next instalment.`,
  extendBy: (days) => `Extend by ${days} days`,
  instalment: (n) => `Instalment ${n}`,
  interestDueOnly: 'the interest due',
  interestDue: (money) => `interest due ${money}`,
  penaltyOwed: (money) => `one-time penalty owed ${money}`,
  defaultInterestOwed: (money) => `default interest owed ${money}`,
};

const FIL: RepaymentWords = {
  payThrough: (money) =>
    `Magbayad ng ${money} sa alinmang channel sa ibaba. Gamitin ang pay code nang eksakto gaya ng nakasulat; lalabas dito ang bayad sa loob ng ilang minuto.`,
  nothingDueYet: (money, date) =>
    `Wala pang babayaran. Ang susunod mong bayad na ${money} ay due sa ${date}.`,
  orClear: (money) => `Para matapos ang buong loan ngayon, magbayad ng ${money}.`,
  rolloverPay: (money, parts, days, date) =>
    `Magbayad ng ${money} (${parts}) at uusog ang loan mo nang ${days} araw, hanggang ${date}.`,
  rolloverNothingToPay: (days, date, extra) =>
    `Bayad na ang interes at multa mo hanggang ngayon: wala kang babayaran ngayon. Kumpirmahin at uusog ang loan mo nang ${days} araw, hanggang ${date}; idadagdag sa susunod mong hulog ang interes ng dagdag na panahon na ${extra}.`,
  extendBy: (days) => `I-extend nang ${days} araw`,
  instalment: (n) => `Hulog ${n}`,
  interestDueOnly: 'ang interes na dapat bayaran',
  interestDue: (money) => `interes na dapat bayaran ${money}`,
  penaltyOwed: (money) => `multang utang pa ${money}`,
  defaultInterestOwed: (money) => `interes sa pagkaantala na utang pa ${money}`,
};

export const REPAYMENT_WORDS: Readonly<Record<Locale, RepaymentWords>> = { en: EN, fil: FIL };
