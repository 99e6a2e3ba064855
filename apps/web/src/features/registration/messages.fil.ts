import type { Translation } from '@/lib/i18n/catalogue.ts';
import type * as en from './messages.ts';

// The Filipino side of ./messages.ts (docs/decisions/0038), loaded only for a Filipino reader.

export const registrationMessages: Translation<typeof en.registrationEnglish> = {
  title: 'Mag-apply agad',
  loading: 'naglo-load...',
  unavailable: 'Hindi available ang page na ito.',
  networkError: 'error',
  headline: (app: string) => `${app}: pera sa e-wallet mo sa loob ng ilang minuto`,
  intro: 'Mag-register gamit ang mobile number mo. Isang minuto lang.',
  mobile: 'Numero ng mobile',
  mobilePlaceholder: '09XXXXXXXXX',
  captcha: 'Picture code (larawan)',
  captchaPlaceholder: '4 na character',
  captchaImage: 'Picture code: i-tap para sa bago',
  smsCode: 'Code sa SMS',
  smsCodePlaceholder: '6 numero',
  getCode: 'Kunin ang code',
  countdown: (seconds: number) => `${seconds}s`,
  apply: 'Mag-apply na',
  agreementLead: 'Sa pag-apply, sumasang-ayon ka sa',
  agreementLink: 'kasunduan sa pag-register',
  mobileInvalid: 'Maglagay ng tamang mobile number!',
  captchaInvalid: 'Ilagay nang tama ang picture code!',
  smsInvalid: 'Ilagay nang tama ang code sa SMS!',
  smsTooSoon: 'Huwag munang humingi ulit ng code!',
  smsSent: 'Naipadala na ang code, tingnan ang phone mo!',
  alreadyRegistered: 'Naka-register ka na, i-download ang app at mag-log in!',
  registered: 'Matagumpay na naka-register',
  downloadTitle: 'I-download ang app',
  downloadLead: (app: string) =>
    `Handa na ang account mo. I-download ang ${app} at mag-log in gamit ang mobile number mo.`,
  downloadAndroid: 'Kunin sa Google Play',
  downloadIos: 'I-download sa App Store',
  downloadOther: 'Piliin ang store ng phone mo:',
  webSignInHint: 'Walang space para sa app? Nasa web din ang mga loan, bayad at mensahe mo.',
  webSignIn: 'Mag-sign in sa web',
  messengerHint:
    'Nasa browser ka ng Messenger: i-tap ang ⋯ at piliin ang “Open in browser” para mag-download.',
  agreementTitle: 'Kasunduan sa pag-register',
  signInTitle: 'Mag-sign in',
  signInLead: 'Mag-sign in gamit ang mobile number mo at ang code na ipapadala namin sa SMS.',
  signIn: 'Mag-sign in',
  signInExpired:
    'Natapos na ang session mo, kaya mag-sign in ulit. Babalik ka sa page na binuksan mo.',
  signInRequired:
    'Mag-sign in para makita ang page na ito. Babalik ka rito pagkatapos mag-sign in.',
};
