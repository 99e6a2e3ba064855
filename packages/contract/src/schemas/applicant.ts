import { z } from 'zod';
import {
  ADDRESS_LINE_MAX,
  CITIZENSHIPS,
  CIVIL_STATUSES,
  EMPLOYER_MAX,
  EMPLOYMENT_KINDS,
  FULL_NAME_MAX,
  GOVERNMENT_ID_TYPES,
  MONTHLY_INCOME_MAX,
  PLACE_LEVELS,
} from '../applicant.ts';

const psgcCode = z.string().regex(/^\d{10}$/);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A stored profile photo: the name the upload answered with. */
const documentId = z.string().min(1).max(80);

/** What the borrower types into the profile form; the server checks the rules behind each field. */
export const applicantProfileInputSchema = z.object({
  fullName: z.string().trim().min(1).max(FULL_NAME_MAX),
  birthDate: isoDate,
  civilStatus: z.enum(CIVIL_STATUSES),
  citizenship: z.enum(CITIZENSHIPS),
  regionCode: psgcCode,
  provinceCode: psgcCode,
  cityCode: psgcCode,
  barangayCode: psgcCode,
  /** House number, street, subdivision: the part of the address the PSGC does not name. */
  addressLine: z.string().trim().min(1).max(ADDRESS_LINE_MAX),
  employment: z.enum(EMPLOYMENT_KINDS),
  employer: z.string().trim().max(EMPLOYER_MAX).default(''),
  /** Centavos a month. */
  monthlyIncome: z.number().int().min(0).max(MONTHLY_INCOME_MAX),
  idType: z.enum(GOVERNMENT_ID_TYPES),
  idNumber: z.string().trim().min(1).max(40),
  idPhoto: documentId,
  selfie: documentId,
  /** The Data Privacy Act consent: must be true to save. */
  privacyConsent: z.literal(true),
});

const placeSchema = z.object({ code: psgcCode, name: z.string() });

export const applicantProfileSchema = applicantProfileInputSchema
  .omit({ privacyConsent: true })
  .extend({
    employer: z.string(),
    /** The address in words, from the PSGC names. */
    address: z.object({
      region: placeSchema,
      province: placeSchema,
      city: placeSchema,
      barangay: placeSchema,
    }),
    privacyConsentAt: z.string(),
    updatedAt: z.string(),
  });

export const applicantProfileSchemas = {
  request: z.object({}),
  response: z.object({
    profile: applicantProfileSchema.nullable(),
    /** Days within which the terms ask to be told of changed personal details. */
    noticeDays: z.number().int(),
  }),
};

export const saveApplicantProfileSchemas = {
  request: applicantProfileInputSchema,
  response: z.object({ savedAt: z.string() }),
};

export const uploadApplicantDocumentSchemas = {
  request: z.object({}),
  response: z.object({ documentId: z.string() }),
};

export const placesSchemas = {
  request: z.object({
    level: z.enum(PLACE_LEVELS),
    /** The PSGC code of the place one level up; none for regions. */
    parent: psgcCode.optional(),
  }),
  response: z.object({ places: z.array(placeSchema) }),
};

/** The native app's report of the phone it runs on; location only when the borrower allows it. */
export const deviceReportSchemas = {
  request: z.object({
    deviceId: z.string().trim().min(1).max(120),
    deviceName: z.string().trim().max(120).default(''),
    osVersion: z.string().trim().max(60).default(''),
    appVersion: z.string().trim().max(60).default(''),
    location: z
      .object({
        latitude: z.number().min(-90).max(90),
        longitude: z.number().min(-180).max(180),
        accuracyMeters: z.number().min(0).max(100_000).optional(),
      })
      .optional(),
  }),
  response: z.object({ recordedAt: z.string(), locationKept: z.boolean() }),
};

/** The phone's contact list is never taken (SEC MC 18): the call exists only to say so. */
export const contactsUploadSchemas = {
  request: z.object({}).passthrough(),
  response: z.null(),
};
