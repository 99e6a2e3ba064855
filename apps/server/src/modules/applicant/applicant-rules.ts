import {
  type ApplicantDocumentKind,
  BUSINESS_CODE,
  GOVERNMENT_ID_FORMATS,
  type GovernmentIdType,
  MINIMUM_AGE,
  normalizeIdNumber,
} from '@loan/contract';
import { ageOn } from '@loan/loan-engine';
import { AppError } from '../../lib/app-error.ts';

/** The borrower-facing refusals of a profile (Filipino in language/error-texts.ts). */
export const PROFILE_TEXTS = {
  fullName: 'Please enter your full name: given name and surname',
  birthDateInvalid: 'Please enter your birth date as year, month and day',
  birthDateFuture: 'Your birth date cannot be in the future',
  underAge: `You must be ${MINIMUM_AGE} or older to borrow`,
  idNumberFormat: 'This ID number does not match the format of the ID you chose',
  addressNotPsgc:
    'Please choose your region, province, city or municipality and barangay from the lists',
  photosMissing: 'Please upload the photo of your ID and a selfie again',
  identityTaken:
    'This ID is already registered to another account. Please sign in with that account or contact us.',
  profileRequired: 'Please fill in your profile before you apply',
  notFilipino: 'Our loans are for Filipino citizens only',
  addressAbroad: 'Your permanent address must be in the Philippines',
} as const;

const refuse = (message: string) => new AppError(BUSINESS_CODE.profileInvalid, message);

function isCalendarDate(day: string): boolean {
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day;
}

/** The birth date is a real day, not after today, and makes the applicant 18 or older today. */
export function checkBirthDate(birthDate: string, today: string): void {
  if (!isCalendarDate(birthDate)) throw refuse(PROFILE_TEXTS.birthDateInvalid);
  if (birthDate > today) throw refuse(PROFILE_TEXTS.birthDateFuture);
  if (ageOn(birthDate, today) < MINIMUM_AGE) throw refuse(PROFILE_TEXTS.underAge);
}

/** The ID number as stored, or a refusal when it does not have its type's format. */
export function checkedIdNumber(type: GovernmentIdType, typed: string): string {
  const idNumber = normalizeIdNumber(typed);
  if (!GOVERNMENT_ID_FORMATS[type].test(idNumber)) throw refuse(PROFILE_TEXTS.idNumberFormat);
  return idNumber;
}

/** A name folded for comparison: no accents, lower case, single spaces. */
export function nameKey(fullName: string): string {
  return fullName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A full name has letters and at least two words (given name and surname). */
export function checkFullName(fullName: string): void {
  const words = nameKey(fullName).split(' ').filter(Boolean);
  if (words.length < 2) throw refuse(PROFILE_TEXTS.fullName);
}

export const DOCUMENT_COLUMNS: Record<ApplicantDocumentKind, 'id_photo' | 'selfie'> = {
  idPhoto: 'id_photo',
  selfie: 'selfie',
};
