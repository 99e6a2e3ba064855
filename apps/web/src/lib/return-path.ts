import { LANG_QUERY_KEY, type Locale } from '@loan/contract';
import { safeUrl } from './safe-url.ts';

/** Why the sign-in page was opened (`reason` in its query): the page says it in a sentence. */
export const SIGN_IN_REASON = { expired: 'expired', required: 'required' } as const;

/**
 * Where to return after logging in (`redirect`, set by the bridge's browser go-to-login): only
 * an in-app path of this origin, never another site. Null when absent or unsafe.
 */
export function returnPath(redirect: string | null): string | null {
  if (!redirect?.startsWith('/') || redirect.startsWith('//')) return null;
  const absolute = safeUrl(redirect, { allowedHosts: [] });
  if (!absolute) return null;
  const url = new URL(absolute);
  return `${url.pathname}${url.search}`;
}

/** The return path with the new session id in its query, and the language when one was chosen. */
export function withSessionId(path: string, sessionid: string, lang?: Locale): string {
  const url = new URL(path, window.location.origin);
  url.searchParams.set('sessionid', sessionid);
  if (lang && !url.searchParams.has(LANG_QUERY_KEY)) url.searchParams.set(LANG_QUERY_KEY, lang);
  return `${url.pathname}${url.search}`;
}
