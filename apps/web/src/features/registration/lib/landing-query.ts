import { CLIENT_TYPES } from '@loan/contract';
import { getPageQueryValue } from '@/lib/session-query.ts';

/** The landing link's channel: where the visitor came from (kept through to the download page). */
export function channelQuery() {
  return {
    app_from: getPageQueryValue('app_from'),
    user_from: getPageQueryValue('user_from'),
    utm_tag: getPageQueryValue('utm_tag'),
  };
}

/** The template id of the landing link (`id`). */
export function templateIdOf(page: URLSearchParams): number {
  return Number(page.get('id') ?? '') || 0;
}

/** ios or android, from the browser's user agent (the spec's client_type). */
export function clientType(
  userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent,
) {
  return /iPhone|iPad|iPod/i.test(userAgent) ? CLIENT_TYPES[0] : CLIENT_TYPES[1];
}
