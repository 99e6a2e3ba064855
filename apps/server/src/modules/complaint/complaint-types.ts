import { COLLECTION_COMPLAINT_TYPE } from '@loan/contract';

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

export function typeTitle(value: number): string {
  return PROBLEM_TYPES.find((type) => type.value === value)?.title ?? '';
}

export function sonTypeTitle(value: number): string {
  return PROBLEM_SON_TYPES.find((type) => type.value === value)?.title ?? '';
}
