import {
  type ApplicantDocumentKind,
  BUSINESS_CODE,
  MINIMUM_AGE,
  type ParsedRequestOf,
  PERSONAL_DETAILS_NOTICE_DAYS,
  type ResponseOf,
} from '@loan/contract';
import type * as endpoints from '@loan/contract/endpoints';
import { ageOn } from '@loan/loan-engine';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { phDate } from '../../lib/ph-date.ts';
import {
  arePrivateImagesOf,
  ownPrivateImage,
  storePrivateImage,
  type UploadDeps,
} from '../uploads/uploads.service.ts';
import {
  deleteDeviceReports,
  deleteProfileRows,
  findProfileRow,
  hasNamesake,
  idNumberHolder,
  insertProfileChange,
  listProfileChanges,
  lockProfileRow,
  type ProfileRow,
  type ProfileValues,
  upsertProfileRow,
} from './applicant.repository.ts';
import {
  checkBirthDate,
  checkedIdNumber,
  checkFullName,
  DOCUMENT_COLUMNS,
  nameKey,
  PROFILE_TEXTS,
} from './applicant-rules.ts';
import { type PsgcAddress, psgcAddress } from './psgc.ts';

export type ApplicantDeps = { db: Db; clock: Clock } & Pick<UploadDeps, 'uploads'>;
type ProfileInput = ParsedRequestOf<typeof endpoints.saveApplicantProfile>;
export type ApplicantProfile = NonNullable<
  ResponseOf<typeof endpoints.applicantProfile>['profile']
>;

const ID_NUMBER_INDEX = 'applicant_profiles_id_number_key';

async function toProfile(row: ProfileRow): Promise<ApplicantProfile> {
  const codes = {
    regionCode: row.region_code,
    provinceCode: row.province_code,
    cityCode: row.city_code,
    barangayCode: row.barangay_code,
  };
  const address = await psgcAddress(codes);
  const unknown = (code: string) => ({ code, name: code });
  return {
    fullName: row.full_name,
    birthDate: row.birth_date,
    civilStatus: row.civil_status as ApplicantProfile['civilStatus'],
    citizenship: row.citizenship as ApplicantProfile['citizenship'],
    ...codes,
    addressLine: row.address_line,
    address: address ?? {
      region: unknown(row.region_code),
      province: unknown(row.province_code),
      city: unknown(row.city_code),
      barangay: unknown(row.barangay_code),
    },
    employment: row.employment as ApplicantProfile['employment'],
    employer: row.employer,
    monthlyIncome: row.monthly_income,
    idType: row.id_type as ApplicantProfile['idType'],
    idNumber: row.id_number,
    idPhoto: row.id_photo,
    selfie: row.selfie,
    privacyConsentAt: row.privacy_consent_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The borrower's profile as saved (or none yet) and the terms' notice period for changes. */
export async function applicantProfileOf(deps: Pick<ApplicantDeps, 'db'>, userId: string) {
  const row = await findProfileRow(deps.db, userId);
  return {
    profile: row ? await toProfile(row) : null,
    noticeDays: PERSONAL_DETAILS_NOTICE_DAYS,
  };
}

/** A photo of the ID or a selfie: stored privately, answered by the name the save refers to. */
export async function storeApplicantDocument(
  deps: ApplicantDeps & UploadDeps,
  userId: string,
  bytes: Buffer,
) {
  return { documentId: await storePrivateImage(deps, userId, bytes) };
}

const FIELD_COLUMNS: Readonly<Record<string, keyof ProfileValues>> = {
  fullName: 'full_name',
  birthDate: 'birth_date',
  civilStatus: 'civil_status',
  citizenship: 'citizenship',
  address: 'barangay_code',
  addressLine: 'address_line',
  employment: 'employment',
  employer: 'employer',
  monthlyIncome: 'monthly_income',
  idType: 'id_type',
  idNumber: 'id_number',
  idPhoto: 'id_photo',
  selfie: 'selfie',
};

/** The names of the fields whose value changes (all of them for a first profile). */
function changedFields(before: ProfileRow | undefined, after: ProfileValues): string[] {
  return Object.entries(FIELD_COLUMNS)
    .filter(([, column]) => !before || String(before[column]) !== String(after[column]))
    .map(([field]) => field);
}

/** Checks every rule before anything is written; a refusal leaves the profile as it was. */
async function checkedValues(
  deps: ApplicantDeps,
  userId: string,
  input: ProfileInput,
  now: Date,
): Promise<ProfileValues> {
  checkFullName(input.fullName);
  checkBirthDate(input.birthDate, phDate(now));
  const idNumber = checkedIdNumber(input.idType, input.idNumber);
  if (!(await psgcAddress(input))) {
    throw new AppError(BUSINESS_CODE.profileInvalid, PROFILE_TEXTS.addressNotPsgc);
  }
  if (!(await arePrivateImagesOf(deps.db, userId, [input.idPhoto, input.selfie]))) {
    throw new AppError(BUSINESS_CODE.profileInvalid, PROFILE_TEXTS.photosMissing);
  }
  const holder = await idNumberHolder(deps.db, input.idType, idNumber);
  if (holder && holder !== userId) throw identityTaken();
  return {
    user_id: userId,
    full_name: input.fullName.replace(/\s+/g, ' '),
    name_key: nameKey(input.fullName),
    birth_date: input.birthDate,
    civil_status: input.civilStatus,
    citizenship: input.citizenship,
    region_code: input.regionCode,
    province_code: input.provinceCode,
    city_code: input.cityCode,
    barangay_code: input.barangayCode,
    address_line: input.addressLine,
    employment: input.employment,
    employer: input.employer,
    monthly_income: input.monthlyIncome,
    id_type: input.idType,
    id_number: idNumber,
    id_photo: input.idPhoto,
    selfie: input.selfie,
    privacy_consent_at: now,
    updated_at: now,
  };
}

const identityTaken = () => new AppError(BUSINESS_CODE.identityTaken, PROFILE_TEXTS.identityTaken);

/**
 * Saves the profile: every rule checked first, then the row and one change record naming the
 * fields that changed (never their values), in one transaction.
 */
export async function saveApplicantProfile(
  deps: ApplicantDeps,
  userId: string,
  input: ProfileInput,
) {
  const now = deps.clock.now();
  const values = await checkedValues(deps, userId, input, now);
  try {
    await deps.db.transaction().execute(async (tx) => {
      const before = await lockProfileRow(tx, userId);
      const fields = changedFields(before, values);
      if (before && fields.length === 0) return;
      await upsertProfileRow(tx, values);
      await insertProfileChange(tx, { user_id: userId, at: now, fields });
    });
  } catch (error) {
    // Another account saved the same ID number at the same moment.
    if (isUniqueViolation(error, ID_NUMBER_INDEX)) throw identityTaken();
    throw error;
  }
  return { savedAt: now.toISOString() };
}

/** One of the borrower's own profile photos. */
export async function ownApplicantDocument(
  deps: ApplicantDeps,
  userId: string,
  kind: ApplicantDocumentKind,
) {
  const row = await findProfileRow(deps.db, userId);
  return row ? ownPrivateImage(deps, userId, row[DOCUMENT_COLUMNS[kind]]) : null;
}

/** What the credit policy needs of the applicant, once eligibility holds. */
export interface ApplicantFacts {
  age: number;
  monthlyIncome: number;
  duplicateIdentity: boolean;
}

/**
 * The terms' eligibility on the application's Philippine date: a profile, 18 or older, Filipino,
 * a permanent address in the Philippines (a PSGC barangay). Refused with the reason otherwise.
 */
export async function eligibleApplicant(
  db: Db,
  userId: string,
  today: string,
): Promise<ApplicantFacts> {
  const row = await findProfileRow(db, userId);
  if (!row) throw new AppError(BUSINESS_CODE.profileRequired, PROFILE_TEXTS.profileRequired);
  const age = ageOn(row.birth_date, today);
  if (age < MINIMUM_AGE) throw new AppError(BUSINESS_CODE.notEligible, PROFILE_TEXTS.underAge);
  if (row.citizenship !== 'filipino') {
    throw new AppError(BUSINESS_CODE.notEligible, PROFILE_TEXTS.notFilipino);
  }
  const address = await psgcAddress({
    regionCode: row.region_code,
    provinceCode: row.province_code,
    cityCode: row.city_code,
    barangayCode: row.barangay_code,
  });
  if (!address) throw new AppError(BUSINESS_CODE.notEligible, PROFILE_TEXTS.addressAbroad);
  return {
    age,
    monthlyIncome: row.monthly_income,
    duplicateIdentity: await hasNamesake(db, userId, row.name_key, row.birth_date),
  };
}

/** For the approver: the profile in words, its change trail (field names only) and photo names. */
export async function applicantForOperators(db: Db, userId: string) {
  const row = await findProfileRow(db, userId);
  if (!row) return null;
  const profile = await toProfile(row);
  const changes = await listProfileChanges(db, userId);
  const namesake = await hasNamesake(db, userId, row.name_key, row.birth_date);
  return {
    profile,
    changes: changes.map((change) => ({ at: change.at.toISOString(), fields: change.fields })),
    namesake,
  };
}

/** The photo of an applicant's profile, for an operator with the role. */
export async function applicantDocumentForOperators(
  deps: Pick<ApplicantDeps, 'db' | 'uploads'>,
  userId: string,
  kind: ApplicantDocumentKind,
) {
  const row = await findProfileRow(deps.db, userId);
  return row ? ownPrivateImage(deps, userId, row[DOCUMENT_COLUMNS[kind]]) : null;
}

/** The borrower's full name, for the agreement and disclosure (none before a profile). */
export async function borrowerFullName(db: Db, userId: string): Promise<string | null> {
  return (await findProfileRow(db, userId))?.full_name ?? null;
}

/** Erasure: the profile, its change trail and the device reports. */
export async function eraseApplicant(db: Db, userId: string): Promise<void> {
  await deleteProfileRows(db, userId);
  await deleteDeviceReports(db, userId);
}

export type { PsgcAddress };
