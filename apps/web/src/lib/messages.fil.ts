import type { Translation } from './i18n/catalogue.ts';
import type * as en from './messages.ts';

// The Filipino side of ./messages.ts (docs/decisions/0038), loaded only for a Filipino reader.

export const messages: Translation<typeof en.english> = {
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
};
