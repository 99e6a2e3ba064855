import { APP_ROUTES, DEFAULT_LOCALE, LANG_QUERY_KEY } from '@loan/contract';
import { getLocale } from '../i18n/locale.ts';
import { SIGN_IN_REASON } from '../return-path.ts';
import { safeUrl } from '../safe-url.ts';
import { withSessionQuery } from '../session-query.ts';
import type { BridgeAction, BridgeAdapter, BridgePayloads } from './types.ts';

/** The few browser operations the fallback needs; injectable because jsdom cannot navigate. */
export interface BrowserNavigator {
  assign(url: string): void;
  back(): void;
  currentPath(): string;
}

export const windowNavigator: BrowserNavigator = {
  assign: (url) => window.location.assign(url),
  back: () => window.history.back(),
  currentPath: () => `${window.location.pathname}${window.location.search}`,
};

/** A handler may return a note for the dev log. */
type Handlers = { [A in BridgeAction]?: (payload: BridgePayloads[A]) => string | undefined };

/** Outside a native shell each action does the nearest browser thing, or nothing. */
export function createBrowserAdapter(nav: BrowserNavigator = windowNavigator): BridgeAdapter {
  const handlers: Handlers = {
    navigate: ({ url }) => {
      const target = safeUrl(url);
      if (!target) return 'blocked by the redirect guard';
      nav.assign(target);
      return `location -> ${target}`;
    },
    closeWebview: () => {
      nav.back();
      return 'history.back()';
    },
    goHome: () => {
      nav.assign(APP_ROUTES.home);
      return `location -> ${APP_ROUTES.home}`;
    },
    callPhone: ({ phone }) => {
      const target = `tel:${phone.replace(/[^\d+]/g, '')}`;
      nav.assign(target);
      return `location -> ${target}`;
    },
    goMine: () => {
      const target = withSessionQuery(APP_ROUTES.myLoans);
      nav.assign(target);
      return `location -> ${APP_ROUTES.myLoans}`;
    },
    goLogin: ({ redirect }) => {
      const from = redirect ?? nav.currentPath();
      const params = new URLSearchParams({
        redirect: withoutSession(from),
        // A page opened with a session that no longer works, or with none at all.
        reason: hasSession(from) ? SIGN_IN_REASON.expired : SIGN_IN_REASON.required,
      });
      // The sign-in page speaks the language the borrower was reading in.
      const lang = languageOf(from) ?? (getLocale() === DEFAULT_LOCALE ? null : getLocale());
      if (lang) params.set(LANG_QUERY_KEY, lang);
      const target = `${APP_ROUTES.signIn}?${params}`;
      nav.assign(target);
      return `location -> ${target}`;
    },
  };
  return {
    channel: 'browser',
    supports: () => true,
    send: (action, payload) => {
      const handler = handlers[action] as ((p: typeof payload) => string | undefined) | undefined;
      return handler ? handler(payload) : 'no browser equivalent';
    },
  };
}

function languageOf(path: string): string | null {
  return new URL(path, 'http://app.invalid').searchParams.get(LANG_QUERY_KEY);
}

function hasSession(path: string): boolean {
  return new URL(path, 'http://app.invalid').searchParams.has('sessionid');
}

/** The dead session token is not carried on in the redirect: logging in brings a new one. */
function withoutSession(path: string): string {
  const url = new URL(path, 'http://app.invalid');
  url.searchParams.delete('sessionid');
  return `${url.pathname}${url.search}`;
}
