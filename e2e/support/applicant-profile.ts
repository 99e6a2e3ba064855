import { randomInt } from 'node:crypto';
import { APPLICANT_DOCUMENT_FIELD, endpoints } from '@loan/contract';
import { type APIRequestContext, expect } from '@playwright/test';

/** A real 1x1 PNG: the smallest photo the server accepts. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const randomWord = () =>
  Array.from({ length: 9 }, (_, i) =>
    i === 0 ? LETTERS[randomInt(26)]!.toUpperCase() : LETTERS[randomInt(26)],
  ).join('');

async function photo(request: APIRequestContext, sessionid: string): Promise<string> {
  const response = await request.post(
    `${endpoints.uploadApplicantDocument.path}?sessionid=${sessionid}`,
    {
      multipart: {
        [APPLICANT_DOCUMENT_FIELD]: { name: 'photo.png', mimeType: 'image/png', buffer: PNG_1X1 },
      },
    },
  );
  const body = await response.json();
  expect(body.code, body.message).toBe(0);
  return body.data.documentId as string;
}

/**
 * An eligible applicant's profile through the API (every application needs one): a name and an
 * SSS number no other borrower of the run has, a Manila address, both photos.
 */
export async function fillProfile(request: APIRequestContext, sessionid: string): Promise<void> {
  const input = {
    fullName: `Ana ${randomWord()} Cruz`,
    birthDate: '1995-06-15',
    civilStatus: 'single',
    citizenship: 'filipino',
    regionCode: '1300000000',
    provinceCode: '1380600000',
    cityCode: '1380602000',
    barangayCode: '1380602001',
    addressLine: '12 Ongpin Street',
    employment: 'employed',
    employer: '',
    monthlyIncome: 2_500_000,
    idType: 'sss',
    idNumber: Array.from({ length: 10 }, () => randomInt(10)).join(''),
    idPhoto: await photo(request, sessionid),
    selfie: await photo(request, sessionid),
    privacyConsent: true,
  };
  const response = await request.post(
    `${endpoints.saveApplicantProfile.path}?sessionid=${sessionid}`,
    { data: input },
  );
  const body = await response.json();
  expect(body.code, body.message).toBe(0);
}
