import { COLLECTION_COMPLAINT_TYPE, type Locale } from '@loan/contract';
import { COMPLAINT_WORDS } from './complaint-words.ts';

/** The question types of the complaint start page; the collection type (1) has sub-types. */
export const PROBLEM_TYPES = [
  { value: COLLECTION_COMPLAINT_TYPE, title: 'Collection' },
  { value: 2, title: 'Repayment' },
  { value: 3, title: 'Loan application' },
  { value: 4, title: 'Account and app' },
  { value: 5, title: 'Suggestion' },
] as const;

export const PROBLEM_SON_TYPES = [
  { value: 1, title: 'Rude or threatening language' },
  { value: 2, title: 'Contacting my family or friends' },
  { value: 3, title: 'Calls too early, too late or too often' },
  { value: 4, title: 'Wrong amount demanded' },
  { value: 5, title: 'Other collection problem' },
] as const;

export function typeTitle(value: number, lang: Locale = 'en'): string {
  return COMPLAINT_WORDS[lang].types[value] ?? '';
}

export function sonTypeTitle(value: number, lang: Locale = 'en'): string {
  return COMPLAINT_WORDS[lang].sonTypes[value] ?? '';
}

/** The types (or sub-types) as the start page lists them, in the page's language. */
export function typesIn<T extends { value: number; title: string }>(
  types: readonly T[],
  title: (value: number, lang: Locale) => string,
  lang: Locale,
) {
  return types.map((type) => ({ ...type, title: title(type.value, lang) }));
}
