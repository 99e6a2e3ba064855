import type { Locale } from './locale.ts';

/**
 * What a borrower agrees to when they allow collection calls outside the hours of SEC MC 18
 * s.2019 (before 6:00 AM or after 10:00 PM). The server stores the words of the language shown,
 * with the time, so the record says exactly what was agreed to.
 */
export const OFF_HOURS_CONSENT_WORDS: Record<Locale, string> = {
  en: 'I allow the lender and its collectors to call or message me about this loan before 6:00 AM and after 10:00 PM Philippine time. I can withdraw this at any time in the app.',
  fil: 'Pinapayagan ko ang nagpapautang at ang mga kolektor nito na tumawag o mag-message sa akin tungkol sa loan na ito bago mag-6:00 AM at pagkalipas ng 10:00 PM, oras sa Pilipinas. Maaari ko itong bawiin anumang oras sa app.',
};
