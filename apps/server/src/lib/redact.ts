const SECRET_QUERY_KEYS = ['sessionid', 'phone', 'code', 'cardNo', 'accountNo'];
const SECRET_QUERY_PARAM = new RegExp(`([?&](?:${SECRET_QUERY_KEYS.join('|')})=)[^&#]*`, 'gi');

/** The session token and other secrets travel in query strings; never log them. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAM, '$1[redacted]');
}

/** 09171234567 -> 0917****567: enough to tell numbers apart in a log, not to reuse them. */
export function maskPhone(phone: string): string {
  if (phone.length < 8) return '****';
  return `${phone.slice(0, 4)}****${phone.slice(-3)}`;
}
