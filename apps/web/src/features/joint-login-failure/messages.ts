// This screen's texts; the shared ones are in lib/messages.ts (English; spec texts kept as written).

export const jointLoginFailureMessages = {
  title: 'Order Details',
  failed: 'Failed',
  unavailable: 'The details of this failure are not available right now.',
} as const;
