import { defineMessages } from '../../lib/i18n/catalogue.ts';

// This screen's texts; the shared ones are in lib/messages.ts (spec texts kept as written in English).

export const customerServiceMessages = defineMessages({
  en: {
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
  },
  fil: {
    title: 'Serbisyo sa customer',
    intro: 'Nandito kami para tumulong. Kontakin kami anumang oras sa mga channel sa ibaba.',
    contactHeader: 'Kontakin kami',
    phoneLabel: 'Telepono / WhatsApp',
    emailLabel: 'Email',
    whatsApp: 'Mag-chat sa WhatsApp',
    unavailable: 'Hindi available ngayon ang contact details.',
    feedbackHeader: 'Puna',
    complaint: 'Reklamo / Puna',
    complaintHint: 'Sabihin sa amin ang problema sa loan mo o sa serbisyo namin.',
  },
});
