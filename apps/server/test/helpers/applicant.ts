import { randomInt } from 'node:crypto';
import { endpoints, type RequestOf } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { call } from './api.ts';
import { multipartBody, PNG_1X1 } from './upload.ts';

/** A real address of the PSGC: NCR, City of Manila, Binondo, Barangay 287. */
export const MANILA_ADDRESS = {
  regionCode: '1300000000',
  provinceCode: '1380600000',
  cityCode: '1380602000',
  barangayCode: '1380602001',
} as const;

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** A surname no other applicant of the run has, so no profile looks like a duplicate. */
export function uniqueSurname(): string {
  const letters = Array.from({ length: 10 }, () => LETTERS[randomInt(LETTERS.length)]).join('');
  return `${letters[0]!.toUpperCase()}${letters.slice(1)}`;
}

/** An SSS number no other applicant of the run has. */
export function uniqueSssNumber(): string {
  return Array.from({ length: 10 }, () => randomInt(10)).join('');
}

/** Uploads a profile photo as the profile form does; answers the envelope. */
export async function uploadDocument(
  app: FastifyInstance,
  sessionid: string,
  bytes: Buffer = PNG_1X1,
  filename = 'photo.png',
  type = 'image/png',
) {
  const { payload, headers } = multipartBody(bytes, filename, type);
  const response = await app.inject({
    method: 'POST',
    url: endpoints.uploadApplicantDocument.path,
    query: { sessionid },
    headers,
    payload,
  });
  return {
    statusCode: response.statusCode,
    body: response.json() as { code: number; data: { documentId: string } | null; message: string },
  };
}

async function documentId(app: FastifyInstance, sessionid: string): Promise<string> {
  const { body } = await uploadDocument(app, sessionid);
  if (!body.data) throw new Error(`upload failed: ${body.message}`);
  return body.data.documentId;
}

type ProfileInput = RequestOf<typeof endpoints.saveApplicantProfile>;

/** An eligible applicant's profile (30 years old on 2026-12-02, ₱25,000 a month), photos uploaded. */
export async function profileInput(
  app: FastifyInstance,
  sessionid: string,
  overrides: Partial<ProfileInput> = {},
): Promise<ProfileInput> {
  return {
    fullName: `Juan ${uniqueSurname()} Dela Cruz`,
    birthDate: '1996-05-14',
    civilStatus: 'single',
    citizenship: 'filipino',
    ...MANILA_ADDRESS,
    addressLine: '12 Ongpin Street',
    employment: 'employed',
    employer: 'Binondo Trading',
    monthlyIncome: 2_500_000,
    idType: 'sss',
    idNumber: uniqueSssNumber(),
    idPhoto: await documentId(app, sessionid),
    selfie: await documentId(app, sessionid),
    privacyConsent: true,
    ...overrides,
  };
}

export function saveProfile(app: FastifyInstance, sessionid: string, input: ProfileInput) {
  return call(app, endpoints.saveApplicantProfile, input, { sessionid });
}

/** Fills the borrower's profile unless they have one (every loan application needs one). */
export async function ensureProfile(
  app: FastifyInstance,
  sessionid: string,
  overrides: Partial<ProfileInput> = {},
): Promise<void> {
  const { body } = await call(app, endpoints.applicantProfile, {}, { sessionid });
  // No session (a test of the refusal), or a profile already there.
  if (!body.data || body.data.profile) return;
  const saved = await saveProfile(app, sessionid, await profileInput(app, sessionid, overrides));
  if (!saved.body.data) throw new Error(`profile not saved: ${saved.body.message}`);
}
