import type { BrandConfig } from '@loan/contract';
import { formatMoney } from '../../lib/money-format.ts';

/** The languages of the messages: English, and Filipino (fil-PH). */
export type MessageLang = 'en' | 'fil';

/** Both languages' texts of one message; the caller picks the borrower's. */
export type Bilingual<T> = Record<MessageLang, T>;

export interface MessageText {
  title: string;
  body: string;
  /** The SMS; none when the message is in-app only. */
  sms: string;
}

/** Title and body, and the SMS as the body signed with the app's name. */
export function withSms(brand: BrandConfig, text: { title: string; body: string }): MessageText {
  return { ...text, sms: `${brand.appNameEn}: ${text.body}` };
}

export function moneyOf(brand: BrandConfig): (minor: number) => string {
  return (minor) => formatMoney(minor, brand);
}

/** A message's title and body in both languages, from its text in one. */
export async function inBothLanguages(
  textIn: (lang: MessageLang) => MessageText | Promise<MessageText>,
): Promise<Bilingual<{ title: string; body: string }>> {
  const [en, fil] = await Promise.all([textIn('en'), textIn('fil')]);
  return { en: { title: en.title, body: en.body }, fil: { title: fil.title, body: fil.body } };
}
