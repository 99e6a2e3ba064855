import type { Translation } from '@/lib/i18n/catalogue.ts';
import type * as en from './messages.ts';

// The Filipino side of ./messages.ts (docs/decisions/0038), loaded only for a Filipino reader.

export const bindBankMessages: Translation<typeof en.bindBankEnglish> = {
  title: 'Account na padadalhan',
  loading: 'naglo-load...',
  unavailable: 'Hindi ma-load ang form ng account.',
  intro: 'Ipapadala namin ang loan mo sa account na ito. Tingnan ang bawat numero bago magpatuloy.',
  current: (account: string) => `Ang payout account mo ngayon: ${account}`,
  changeNote:
    'Para palitan ito, ilagay ang code na ipapadala namin sa SMS sa naka-register mong numero.',
  choose: 'Pumili',
  confirm: 'Kumpirmahin',
  cancel: 'Kanselahin',
  smsCode: 'Code sa SMS',
  sendCode: 'Ipadala ang code',
  resendIn: (seconds: number) => `${seconds}s`,
  codeSent: 'Naipadala na namin ang code sa SMS.',
  next: 'Susunod',
  bound: (account: string) => `Na-save: ${account}`,
  missing: (title: string) => `Punan ang ${title}`,
};
