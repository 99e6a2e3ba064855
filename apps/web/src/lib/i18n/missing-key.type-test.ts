import type { Translation } from './catalogue.ts';

// A Filipino side (messages.fil.ts) is annotated with its English side's Translation: a key
// missing, or a text where English has a function, does not compile (checked by tsc).
const english = {
  title: 'My loans',
  status: { 21: 'Not approved' },
  days: (n: number) => `${n} days`,
} as const;

// @ts-expect-error `status` is missing in Filipino
export const missingKey: Translation<typeof english> = {
  title: 'Mga loan ko',
  days: (n: number) => `${n} araw`,
};

export const textForFunction: Translation<typeof english> = {
  title: 'Mga loan ko',
  status: { 21: 'Hindi naaprubahan' },
  // @ts-expect-error a text where English has a function of the count
  days: 'araw',
};
