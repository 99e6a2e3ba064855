import { BUSINESS_CODE } from '@loan/contract';
import { defineMessages } from '@/lib/i18n/catalogue.ts';

/**
 * The legacy payment-way flow (foundation-and-support §2, §4, §5, §8). The spec quotes its texts in
 * Chinese; our borrowers read English, so each entry is the English meaning, the original beside it.
 */
export const paymentWayEnglish = {
  title: 'Pay with a saved card',
  loading: 'loading...',
  amount: 'Amount to pay',
  cards: 'Your saved cards',
  noCards: 'You have no saved card yet.',
  cardLabel: (bankName: string, cardNo: string) => `${bankName} ${cardNo}`,
  pay: 'Pay',
  addAccount: 'Add a payout account',
  changeAccount: 'Change payout account',
  changeAccountTitle: 'Change your payout account?',
  changeAccountText: (current: string) =>
    `You have one payout account: ${current}. A new one replaces it, for paying and for the money we send you.`,
  keepAccount: 'Keep it',
  changeIt: 'Change it',
  payByCode: 'Pay with a pay code instead',
  unavailable: 'The payment options could not be loaded.',
  missingOrder: 'No order was given to this page.',
  // 请先选择付款银行卡！
  chooseCardFirst: 'Please choose the card to pay with first!',
  // 查询卡列表失败
  cardListFailed: 'Could not load your saved cards.',
  smsTitle: 'Enter the verification code',
  smsText: 'We sent a 6-digit code by SMS to the phone number of your account.',
  smsCode: 'Verification code',
  resend: 'Resend',
  resendIn: (seconds: number) => `${seconds}s`,
  cancel: 'Cancel',
  confirm: 'Confirm',
  // 请输入正确的验证码
  codeTooShort: 'Please enter a correct verification code.',
  // 验证码错误
  wrongCode: 'Wrong verification code.',
  // 请勿重复提交支付申请
  duplicate: 'Please do not submit the payment twice.',
  paid: 'Payment received. Thank you!',
  linkBlocked: 'The payment page cannot be opened. Please contact customer service.',
} as const;

export const paymentWayMessages = defineMessages({
  en: paymentWayEnglish,
  fil: () => import('./messages.fil.ts').then((texts) => texts.paymentWayMessages),
});

/** The spec's texts for the legacy confirm codes; other codes show the server's message. */
export function confirmFailureText(code: number | string): string | undefined {
  if (String(code) === String(BUSINESS_CODE.wrongVerifyCode)) return paymentWayMessages.wrongCode;
  if (String(code) === String(BUSINESS_CODE.duplicatePayment)) return paymentWayMessages.duplicate;
  return undefined;
}
