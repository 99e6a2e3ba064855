/**
 * Cookies of the page being shown: the browser's own, or, while the server renders a page, the
 * ones its request carried (set for the duration of that synchronous render).
 */
let serverCookies: string | null = null;

export function captureRequestCookies(header: string | null): void {
  serverCookies = header;
}

function cookieHeader(): string {
  if (serverCookies !== null) return serverCookies;
  return typeof document === 'undefined' ? '' : document.cookie;
}

/** The value of a cookie of the page, or null. */
export function readPageCookie(name: string): string | null {
  for (const part of cookieHeader().split(';')) {
    const [key = '', ...rest] = part.trim().split('=');
    if (decodeURIComponent(key) === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** A cookie for the whole site that ends with the browsing session (no expiry date). */
export function setSessionCookie(name: string, value: string): void {
  const secure = document.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; SameSite=Lax${secure}`;
}
