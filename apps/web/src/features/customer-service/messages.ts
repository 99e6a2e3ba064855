import { defineMessages } from '@/lib/i18n/catalogue.ts';

// This screen's texts; the shared ones are in lib/messages.ts (spec texts kept as written in English).

/** The English side; the Filipino side (./messages.fil.ts) must match its shape. */
export const customerServiceEnglish = {
  title: 'Customer service',
  intro: 'We are here to help. Reach us any time through the channels below.',
  contactHeader: 'Contact us',
  phoneLabel: 'Telephone / WhatsApp',
  emailLabel: 'E-mail',
  whatsApp: 'Chat on WhatsApp',
  unavailable: 'Contact details are not available right now.',
  feedbackHeader: 'Feedback',
  complaint: 'Complaint / Feedback',
  complaintHint: 'Tell us about a problem with your loan or our service.',
} as const;

export const customerServiceMessages = defineMessages({
  en: customerServiceEnglish,
  fil: () => import('./messages.fil.ts').then((texts) => texts.customerServiceMessages),
});
