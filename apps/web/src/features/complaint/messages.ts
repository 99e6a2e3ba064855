// This screen's texts; the shared ones are in lib/messages.ts (English; spec texts kept as written).

export const complaintMessages = {
  title: 'Complaint',
  comingSoon: 'This page is coming soon',
} as const;
