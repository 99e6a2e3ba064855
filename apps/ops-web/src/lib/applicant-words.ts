import { APPLICANT_WORDS_EN } from '@loan/contract';

/** The profile's answers as an approver reads them (the stored values are codes). */
export const ID_TYPE_NAMES = APPLICANT_WORDS_EN.idTypes;
export const CIVIL_STATUS_NAMES = APPLICANT_WORDS_EN.civil;
export const EMPLOYMENT_NAMES = APPLICANT_WORDS_EN.work;
export const CITIZENSHIP_NAMES = APPLICANT_WORDS_EN.citizenship;

/** The words for a stored code; a code the app does not know yet shows as it is. */
export function wordFor(names: Readonly<Record<string, string>>, code: string): string {
  return names[code] ?? code;
}
