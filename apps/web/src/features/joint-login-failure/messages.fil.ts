import type { Translation } from '@/lib/i18n/catalogue.ts';
import type * as en from './messages.ts';

// The Filipino side of ./messages.ts (docs/decisions/0038), loaded only for a Filipino reader.

export const jointLoginFailureMessages: Translation<typeof en.jointLoginFailureEnglish> = {
  title: 'Hindi Natapos ang Application',
  failed: 'Hindi nagtagumpay',
  unavailable: 'Hindi makita ngayon ang detalye ng pagkabigong ito.',
};
