import { defineMessages } from '@/lib/i18n/catalogue.ts';

/** Texts of the payment-account binding page (foundation-and-support §2). */
export const bindBankEnglish = {
  title: 'Payment account information',
  loading: 'loading...',
  unavailable: 'The account form could not be loaded.',
  intro: 'We send your loan to this account. Check every digit before you continue.',
  current: (account: string) => `Your payout account now: ${account}.`,
  changeNote: 'To change it, enter the code we send by SMS to your registered number.',
  choose: 'Please choose',
  confirm: 'Confirm',
  cancel: 'Cancel',
  smsCode: 'SMS code',
  sendCode: 'Send code',
  resendIn: (seconds: number) => `${seconds}s`,
  codeSent: 'We sent the code by SMS.',
  next: 'Next',
  bound: (account: string) => `Saved: ${account}`,
  missing: (title: string) => `Please fill in ${title}`,
} as const;

export const bindBankMessages = defineMessages({
  en: bindBankEnglish,
  fil: () => import('./messages.fil.ts').then((texts) => texts.bindBankMessages),
});
