import type { Translation } from '@/lib/i18n/catalogue.ts';
import type * as en from './messages.ts';

// The Filipino side of ./messages.ts (docs/decisions/0038), loaded only for a Filipino reader.

export const customerServiceMessages: Translation<typeof en.customerServiceEnglish> = {
  title: 'Serbisyo sa customer',
  intro: 'Nandito kami para tumulong. Kontakin kami anumang oras sa mga channel sa ibaba.',
  contactHeader: 'Kontakin kami',
  phoneLabel: 'Telepono / WhatsApp',
  emailLabel: 'Email',
  whatsApp: 'Chat sa WhatsApp',
  unavailable: 'Hindi available ngayon ang contact details.',
  feedbackHeader: 'Puna',
  complaint: 'Reklamo / Puna',
  complaintHint: 'Sabihin sa amin ang problema sa loan mo o sa serbisyo namin.',
};
