import type { Locale } from '@loan/contract';

/** The order page's sentences (its notice and dialogs), in English and Filipino (0038). */
export interface LoanNotices {
  addAccountAccepted(money: string): string;
  addAccountThenAccept(money: string, window: string): string;
  acceptedReaches(money: string, account: string, window: string): string;
  withdrawNowReceive(money: string, account: string, window: string): string;
  rejected: string;
  underReview(days: string): string;
  nextPaymentDue(extendedNote: string, money: string, date: string): string;
  released: string;
  payToday(money: string): string;
  overdue(days: string, money: string): string;
  paidOff: string;
  extendedNote(times: string, days: string): string;
  withdrawPrompt(money: string, account: string, window: string): string;
  kindTips(appName: string): string;
  cardPopTitle: string;
  cardPopMsg: string;
}

const EN: LoanNotices = {
  addAccountAccepted: (money) =>
    `You accepted the loan. Add a payout account so we can send you ${money}.`,
  addAccountThenAccept: (money, window) =>
    `Add a payout account, then accept the loan to receive ${money} within ${window}.`,
  acceptedReaches: (money, account, window) =>
    `You accepted the loan: ${money} reaches ${account} within ${window}.`,
  withdrawNowReceive: (money, account, window) =>
    `Withdraw now and receive ${money} in ${account} within ${window}.`,
  rejected: 'We could not approve this application. You may apply again later.',
  underReview: (days) => `We are reviewing your application and will decide within ${days}.`,
  nextPaymentDue: (note, money, date) => `${note}Your next payment of ${money} is due on ${date}.`,
  released: 'Your loan has been released.',
  payToday: (money) => `Please pay ${money} today to keep a good record.`,
  overdue: (days, money) =>
    `Your loan is ${days} overdue. Please pay ${money} now to stop default interest.`,
  paidOff: 'Thank you! Your loan is fully paid.',
  extendedNote: (times, days) => `Your loan was extended ${times}, by ${days} in all. `,
  withdrawPrompt: (money, account, window) =>
    `Withdraw ${money} now? It reaches ${account} within ${window}.`,
  kindTips: (appName) =>
    `Pay only through the payment channels shown in the ${appName} app. We never ask you to send money to a personal account.`,
  cardPopTitle: 'Add a payout account',
  cardPopMsg:
    'Add the bank or e-wallet account we send the money to. You accept the loan once it is added.',
};

const FIL: LoanNotices = {
  addAccountAccepted: (money) =>
    `Tinanggap mo na ang loan. Magdagdag ng payout account para maipadala namin sa iyo ang ${money}.`,
  addAccountThenAccept: (money, window) =>
    `Magdagdag ng payout account, saka tanggapin ang loan para matanggap ang ${money} sa loob ng ${window}.`,
  acceptedReaches: (money, account, window) =>
    `Tinanggap mo na ang loan: darating ang ${money} sa ${account} sa loob ng ${window}.`,
  withdrawNowReceive: (money, account, window) =>
    `I-withdraw na at matanggap ang ${money} sa ${account} sa loob ng ${window}.`,
  rejected: 'Hindi namin naaprubahan ang application na ito. Puwede kang mag-apply ulit mamaya.',
  underReview: (days) => `Sinusuri namin ang application mo at magpapasya kami sa loob ng ${days}.`,
  nextPaymentDue: (note, money, date) =>
    `${note}Ang susunod mong bayad na ${money} ay due sa ${date}.`,
  released: 'Nai-release na ang loan mo.',
  payToday: (money) => `Magbayad ng ${money} ngayong araw para manatiling maganda ang record mo.`,
  overdue: (days, money) =>
    `${days} nang lampas sa due date ang loan mo. Magbayad ng ${money} ngayon para matigil ang interes sa pagkaantala.`,
  paidOff: 'Salamat! Bayad na nang buo ang loan mo.',
  extendedNote: (times, days) => `Na-extend ang loan mo nang ${times}, ${days} lahat-lahat. `,
  withdrawPrompt: (money, account, window) =>
    `I-withdraw na ang ${money}? Darating ito sa ${account} sa loob ng ${window}.`,
  kindTips: (appName) =>
    `Magbayad lang sa mga payment channel na nasa ${appName} app. Hindi ka namin kailanman hihilingang magpadala ng pera sa personal na account.`,
  cardPopTitle: 'Magdagdag ng payout account',
  cardPopMsg:
    'Idagdag ang bank o e-wallet account na padadalhan namin ng pera. Saka mo tatanggapin ang loan kapag naidagdag na ito.',
};

export const LOAN_NOTICES: Readonly<Record<Locale, LoanNotices>> = { en: EN, fil: FIL };
