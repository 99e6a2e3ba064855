// This screen's texts; the shared ones are in lib/messages.ts (English; spec texts kept as written).

export const customerServiceMessages = {
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
