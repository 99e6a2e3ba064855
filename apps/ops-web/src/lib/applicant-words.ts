import type { Citizenship, CivilStatus, EmploymentKind, GovernmentIdType } from '@loan/contract';

/** The profile's answers as an approver reads them (the stored values are codes). */
export const ID_TYPE_NAMES: Readonly<Record<GovernmentIdType, string>> = {
  philsys: 'PhilSys National ID',
  umid: 'UMID',
  driversLicence: "Driver's licence",
  passport: 'Passport',
  sss: 'SSS ID',
  prc: 'PRC ID',
  postal: 'Postal ID',
  voters: "Voter's ID",
};

export const CIVIL_STATUS_NAMES: Readonly<Record<CivilStatus, string>> = {
  single: 'Single',
  married: 'Married',
  widowed: 'Widowed',
  separated: 'Separated',
  annulled: 'Annulled',
};

export const EMPLOYMENT_NAMES: Readonly<Record<EmploymentKind, string>> = {
  employed: 'Employed',
  selfEmployed: 'Self-employed',
  ofw: 'Overseas Filipino worker',
  unemployed: 'Not working',
  student: 'Student',
  retired: 'Retired',
};

export const CITIZENSHIP_NAMES: Readonly<Record<Citizenship, string>> = {
  filipino: 'Filipino',
  other: 'Not Filipino',
};

/** The words for a stored code; a code the app does not know yet shows as it is. */
export function wordFor(names: Readonly<Record<string, string>>, code: string): string {
  return names[code] ?? code;
}
