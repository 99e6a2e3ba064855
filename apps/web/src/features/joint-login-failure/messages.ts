// This screen's texts; the shared ones are in lib/messages.ts (English; spec texts kept as written).

export const jointLoginFailureMessages = {
  title: 'Application Not Completed', // spec: 'Order Details', which names another page
  failed: 'Failed',
  unavailable: 'The details of this failure are not available right now.',
} as const;
