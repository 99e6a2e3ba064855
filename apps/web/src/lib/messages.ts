import { defineMessages } from './i18n/catalogue.ts';

/**
 * The app's shared texts, in English and Filipino (docs/decisions/0038); each screen has its own
 * catalogue beside it. Texts the spec gives in Chinese or Indonesian stay exactly as written where
 * the spec puts them.
 */
export const messages = defineMessages({
  en: {
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
  },
  fil: {
    common: {
      back: 'Bumalik',
      loading: 'Naglo-load…',
      requestFailed: 'May nangyaring mali. Subukan ulit.',
      offline: 'Offline ka. Tingnan ang mobile data o Wi-Fi mo, saka subukan ulit.',
      timedOut: 'Natagalan ang server bago sumagot. Tingnan ang connection mo, saka subukan ulit.',
      retry: 'Subukan ulit',
    },
    app: {
      errorTitle: 'May nangyaring mali',
      errorText: 'I-reload ang page. Kung mangyari ulit, makipag-ugnayan sa customer service.',
      reload: 'I-reload',
      notFoundTitle: 'Hindi makita ang page',
      notFoundText: 'Walang ganitong page.',
      goHome: 'Pumunta sa home page',
    },
    recommendedProducts: {
      heading: 'Para sa iyo',
      loading: 'naglo-load...',
      blocked: 'Hindi mabuksan ang product na ito.',
    },
  },
});
