import { defineMessages } from '@/lib/i18n/catalogue.ts';

// This screen's texts; the shared ones are in lib/messages.ts (English; spec texts kept as written).

export const jointLoginFailureEnglish = {
  title: 'Application Not Completed', // spec: 'Order Details', which names another page
  failed: 'Failed',
  unavailable: 'The details of this failure are not available right now.',
} as const;

export const jointLoginFailureMessages = defineMessages({
  en: jointLoginFailureEnglish,
  fil: () => import('./messages.fil.ts').then((texts) => texts.jointLoginFailureMessages),
});
