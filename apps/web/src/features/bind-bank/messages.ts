import { defineMessages } from '../../lib/i18n/catalogue.ts';

/** Texts of the payment-account binding page (foundation-and-support §2). */
export const bindBankMessages = defineMessages({
  en: {
    title: 'Payment account information',
    loading: 'loading...',
    unavailable: 'The account form could not be loaded.',
    intro: 'We send your loan to this account. Check every digit before you continue.',
    current: (account: string) => `Your payout account now: ${account}`,
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
  },
  fil: {
    title: 'Account na padadalhan',
    loading: 'naglo-load...',
    unavailable: 'Hindi ma-load ang form ng account.',
    intro:
      'Ipapadala namin ang loan mo sa account na ito. Tingnan ang bawat numero bago magpatuloy.',
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
  },
});
