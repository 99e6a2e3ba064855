import { defineMessages } from './catalogue.ts';

// A Filipino catalogue without one of its English keys does not compile (checked by tsc).
defineMessages({
  en: { title: 'My loans', status: { 21: 'Not approved' } },
  // @ts-expect-error `status` is missing in Filipino
  fil: { title: 'Mga loan ko' },
});

defineMessages({
  en: { days: (n: number) => `${n} days` },
  // @ts-expect-error a text where English has a function of the count
  fil: { days: 'araw' },
});
