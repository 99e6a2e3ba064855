/** Fields never logged, wherever they appear: query strings and logged objects alike. */
export const SECRET_FIELDS = [
  'sessionid',
  'phone',
  'code',
  'cardNo',
  'accountNo',
  'loginCode',
  'verifyCode',
  'smsCode',
  'gcashNumber',
  'mayaNumber',
  'bankAccountNumber',
] as const;
const SECRET_QUERY_PARAM = new RegExp(`([?&](?:${SECRET_FIELDS.join('|')})=)[^&#]*`, 'gi');

/** The session token and other secrets travel in query strings; never log them. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAM, '$1[redacted]');
}

/** 09171234567 -> 0917****567: enough to tell numbers apart in a log, not to reuse them. */
export function maskPhone(phone: string): string {
  if (phone.length < 8) return '****';
  return `${phone.slice(0, 4)}****${phone.slice(-3)}`;
}

/** A card or account number as every response and log shows it: the last four digits only. */
export function maskCardNumber(number: string): string {
  const digits = number.replace(/\D/g, '');
  return `**** **** **** ${digits.slice(-4).padStart(4, '*')}`;
}

/**
 * An e-wallet account is a mobile number: masked the way Filipinos write one, so it reads as a
 * phone (09171230123 -> '0917 *** 0123'), not as a card.
 */
export function maskWalletNumber(number: string): string {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 8) return maskCardNumber(number);
  return `${digits.slice(0, 4)} *** ${digits.slice(-4)}`;
}

/** A payout account as binding masks it: an e-wallet (a channel, not 0) as a phone, else a card. */
export function maskAccountNumber(number: string, walletChannel: number): string {
  return walletChannel === 0 ? maskCardNumber(number) : maskWalletNumber(number);
}
