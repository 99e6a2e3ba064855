import { defineMessages } from './i18n/catalogue.ts';

/**
 * The app's shared texts, in English and Filipino (docs/decisions/0038); each screen has its own
 * catalogue beside it. Texts the spec gives in Chinese or Indonesian stay exactly as written where
 * the spec puts them.
 */
export const english = {
  common: {
    back: 'Back',
    loading: 'Loading…',
    requestFailed: 'Something went wrong. Please try again.',
    offline: 'You are offline. Check your mobile data or Wi-Fi, then try again.',
    timedOut: 'The server took too long to answer. Check your connection, then try again.',
    retry: 'Try again',
  },
  app: {
    errorTitle: 'Something went wrong',
    errorText: 'Please reload the page. If it keeps happening, contact customer service.',
    reload: 'Reload',
    notFoundTitle: 'Page not found',
    notFoundText: 'The page you are looking for does not exist.',
    goHome: 'Go to home page',
  },
  recommendedProducts: {
    heading: 'Recommended for you',
    loading: 'loading...',
    blocked: 'This product cannot be opened.',
  },
} as const;

export const messages = defineMessages({
  en: english,
  fil: () => import('./messages.fil.ts').then((texts) => texts.messages),
});
