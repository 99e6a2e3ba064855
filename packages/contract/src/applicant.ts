/**
 * The applicant's profile (docs/decisions/0083): what the lender must know of a borrower before
 * any money leaves, the accepted government IDs with their number formats, and the answers the
 * profile form offers. Shared by the server (which decides) and the web app (which helps early).
 */

import { COMPLAINT_IMAGE_FIELD } from './support.ts';

export const GOVERNMENT_ID_TYPES = [
  'philsys',
  'umid',
  'driversLicence',
  'passport',
  'sss',
  'prc',
  'postal',
  'voters',
] as const;
export type GovernmentIdType = (typeof GOVERNMENT_ID_TYPES)[number];

/**
 * Each ID's number once spaces and hyphens are taken out and letters made capitals, as printed on
 * the card: PhilSys card number (PCN) 16 digits; UMID common reference number 12; LTO licence a
 * letter and 10 digits; passport a letter, 7 digits and a letter (or two letters and 7 digits on
 * older ones); SSS 10 digits; PRC licence 7; postal ID reference 12 digits and a letter or not;
 * voter's ID number (VIN) 8 digits, 2 letters, 4 digits, 3 letters and 6 digits.
 */
export const GOVERNMENT_ID_FORMATS: Readonly<Record<GovernmentIdType, RegExp>> = {
  philsys: /^\d{16}$/,
  umid: /^\d{12}$/,
  driversLicence: /^[A-Z]\d{10}$/,
  passport: /^(?:[A-Z]\d{7}[A-Z]|[A-Z]{2}\d{7})$/,
  sss: /^\d{10}$/,
  prc: /^\d{7}$/,
  postal: /^\d{12}[A-Z]?$/,
  voters: /^\d{8}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/,
};

/** An ID number as stored and compared: capitals, without spaces and hyphens. */
export function normalizeIdNumber(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

export function isValidIdNumber(type: GovernmentIdType, typed: string): boolean {
  return GOVERNMENT_ID_FORMATS[type].test(normalizeIdNumber(typed));
}

/** The ID number as operators see it in lists: the last 4 characters only. */
export function maskIdNumber(idNumber: string): string {
  return `${'•'.repeat(Math.max(0, idNumber.length - 4))}${idNumber.slice(-4)}`;
}

export const CIVIL_STATUSES = ['single', 'married', 'widowed', 'separated', 'annulled'] as const;
export type CivilStatus = (typeof CIVIL_STATUSES)[number];

export const EMPLOYMENT_KINDS = [
  'employed',
  'selfEmployed',
  'ofw',
  'unemployed',
  'student',
  'retired',
] as const;
export type EmploymentKind = (typeof EMPLOYMENT_KINDS)[number];

export const CITIZENSHIPS = ['filipino', 'other'] as const;
export type Citizenship = (typeof CITIZENSHIPS)[number];

/** The levels of a Philippine address by the PSGC, each below the one before. */
export const PLACE_LEVELS = ['region', 'province', 'city', 'barangay'] as const;
export type PlaceLevel = (typeof PLACE_LEVELS)[number];

/** The two photos of the profile. */
export const APPLICANT_DOCUMENT_KINDS = ['idPhoto', 'selfie'] as const;
export type ApplicantDocumentKind = (typeof APPLICANT_DOCUMENT_KINDS)[number];

/** The multipart field of a profile photo: the uploads module's one field, as for complaint images. */
export const APPLICANT_DOCUMENT_FIELD = COMPLAINT_IMAGE_FIELD;

export const FULL_NAME_MAX = 120;
export const ADDRESS_LINE_MAX = 160;
export const EMPLOYER_MAX = 120;
/** ₱10,000,000 a month, in centavos: anything above is a typing slip. */
export const MONTHLY_INCOME_MAX = 1_000_000_000;

/** The profile's answers in English words, as operators and English readers see them. */
export const APPLICANT_WORDS_EN = {
  idTypes: {
    philsys: 'PhilSys National ID',
    umid: 'UMID',
    driversLicence: "Driver's licence",
    passport: 'Passport',
    sss: 'SSS ID',
    prc: 'PRC ID',
    postal: 'Postal ID',
    voters: "Voter's ID",
  } satisfies Record<GovernmentIdType, string>,
  civil: {
    single: 'Single',
    married: 'Married',
    widowed: 'Widowed',
    separated: 'Separated',
    annulled: 'Annulled',
  } satisfies Record<CivilStatus, string>,
  citizenship: { filipino: 'Filipino', other: 'Not Filipino' } satisfies Record<
    Citizenship,
    string
  >,
  work: {
    employed: 'Employed',
    selfEmployed: 'Self-employed',
    ofw: 'Overseas Filipino worker',
    unemployed: 'Not working',
    student: 'Student',
    retired: 'Retired',
  } satisfies Record<EmploymentKind, string>,
} as const;
