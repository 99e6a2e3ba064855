import { defineMessages } from '@/lib/i18n/catalogue.ts';

/**
 * Texts of the registration landing page, the download and agreement pages and the browser
 * sign-in (loan-journey §2, §5, §8). The spec quotes some in Chinese: each entry is the English
 * meaning, the original beside it.
 */
export const registrationEnglish = {
  title: 'Apply in minutes',
  loading: 'loading...',
  unavailable: 'This page is not available.',
  // Landing config failure on the network: 'error'.
  networkError: 'error',
  headline: (app: string) => `${app}: cash to your e-wallet in minutes`,
  intro: 'Register with your mobile number. It takes a minute.',
  mobile: 'Mobile number',
  mobilePlaceholder: '09XXXXXXXXX',
  captcha: 'Picture code',
  captchaPlaceholder: '4 characters',
  captchaImage: 'Picture code: tap for a new one',
  smsCode: 'SMS code',
  smsCodePlaceholder: '6 digits',
  getCode: 'Get code',
  countdown: (seconds: number) => `${seconds}s`,
  apply: 'Apply now',
  agreementLead: 'By applying you agree to the',
  agreementLink: 'registration agreement',
  // 请正确输入手机号！
  mobileInvalid: 'Please enter a valid mobile number!',
  // 请正确输入图形验证码！
  captchaInvalid: 'Please enter the picture code correctly!',
  // 请正确输入短信验证码！
  smsInvalid: 'Please enter the SMS code correctly!',
  // 请勿重复发送验证码!
  smsTooSoon: 'Please do not request the code again yet!',
  // 验证码已发送，请在手机上查看！
  smsSent: 'The code has been sent, please check your phone!',
  // 您已注册,请直接下载APP登录！
  alreadyRegistered: 'You are already registered, please download the app and log in!',
  // 注册成功
  registered: 'Registered successfully',
  downloadTitle: 'Download the app',
  downloadLead: (app: string) =>
    `Your account is ready. Download ${app} and log in with your mobile number.`,
  downloadAndroid: 'Get it on Google Play',
  downloadIos: 'Download on the App Store',
  downloadOther: 'Choose your phone’s store:',
  webSignInHint: 'No room for an app? Your loans, payments and messages are on the web too.',
  webSignIn: 'Sign in on the web',
  messengerHint: 'You are in Messenger’s browser: tap ⋯ and choose “Open in browser” to download.',
  agreementTitle: 'Registration agreement',
  signInTitle: 'Sign in',
  signInLead: 'Sign in with your mobile number and the code we send by SMS.',
  signIn: 'Sign in',
  signInExpired:
    'Your session has ended, so please sign in again. You will come back to the page you were on.',
  signInRequired: 'Please sign in to see this page. You will come back to it after signing in.',
} as const;

export const registrationMessages = defineMessages({
  en: registrationEnglish,
  fil: () => import('./messages.fil.ts').then((texts) => texts.registrationMessages),
});
