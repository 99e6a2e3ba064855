import { COOKIE_EXPIRY } from '@loan/contract';

/** Sets a cookie for the whole site that lasts until the end of year 9999. */
export function setCookie(name: string, value: string, doc: Document = document): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${COOKIE_EXPIRY}; path=/; SameSite=Lax${secure}`;
}
