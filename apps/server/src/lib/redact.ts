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
