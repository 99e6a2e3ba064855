import { defineEndpoint } from '../endpoint.ts';
import { h5Path } from '../paths.ts';
import type {
  applicantProfileSchemas,
  contactsUploadSchemas,
  deviceReportSchemas,
  placesSchemas,
  saveApplicantProfileSchemas,
  uploadApplicantDocumentSchemas,
} from '../schemas/applicant.ts';

/** The wider path table's "certification": the applicant's profile as saved, or none yet. */
export const applicantProfile = defineEndpoint<typeof applicantProfileSchemas>({
  id: 'certification.profile',
  method: 'POST',
  path: h5Path('/v3/certification/profile'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});

/** Saves (or updates) the profile; a refused one changes nothing. */
export const saveApplicantProfile = defineEndpoint<typeof saveApplicantProfileSchemas>({
  id: 'certification.save',
  method: 'POST',
  path: h5Path('/v3/certification/save'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});

/** A photo of the ID or a selfie: checked, re-encoded without metadata, kept private. */
export const uploadApplicantDocument = defineEndpoint<typeof uploadApplicantDocumentSchemas>({
  id: 'certification.document',
  method: 'POST',
  path: h5Path('/v3/certification/document'),
  encoding: 'multipart',
  successCode: 0,
  auth: 'session',
});

/** Regions, provinces, cities and municipalities, barangays: one level below a PSGC code. */
export const places = defineEndpoint<typeof placesSchemas>({
  id: 'certification.places',
  method: 'GET',
  path: h5Path('/v3/certification/places'),
  encoding: 'query',
  successCode: 0,
  auth: 'public',
});

/** The wider path table's "upload of device" (and location, which is optional). */
export const deviceReport = defineEndpoint<typeof deviceReportSchemas>({
  id: 'device.report',
  method: 'POST',
  path: h5Path('/v3/device/report'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});

/** The wider path table's "upload of contacts": always refused (docs/decisions/0085). */
export const contactsUpload = defineEndpoint<typeof contactsUploadSchemas>({
  id: 'device.contacts',
  method: 'POST',
  path: h5Path('/v3/device/contacts'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});
