import sharp from 'sharp';
import type { Db } from '../db/database.ts';
import { upsertProfileRow } from '../modules/applicant/applicant.repository.ts';
import { nameKey } from '../modules/applicant/applicant-rules.ts';
import type { UploadStorage } from '../modules/uploads/upload-storage.ts';
import { insertUploadRow, uploadRowExists } from '../modules/uploads/uploads.repository.ts';

/** The demo borrower's identity photos: fixed names, drawn at start when the storage lacks them. */
const DEMO_PHOTOS = {
  idPhoto: 'id-0d3e0c0a1d0e0f1a2b3c4d5e6f708192.png',
  selfie: 'id-5e1f1e5e1f1e5e1f1e5e1f1e5e1f1e5e.png',
} as const;

const FULL_NAME = 'Maria Santos Reyes';

/** The demo borrower as the lender knows them: eligible, with a UMID and a Quezon City address. */
export async function seedDemoApplicant(tx: Db, userId: string, now: Date): Promise<void> {
  for (const name of Object.values(DEMO_PHOTOS)) {
    await insertUploadRow(tx, { user_id: userId, name, content_type: 'image/png', bytes: 0 });
  }
  await upsertProfileRow(tx, {
    user_id: userId,
    full_name: FULL_NAME,
    name_key: nameKey(FULL_NAME),
    birth_date: '1994-03-08',
    civil_status: 'married',
    citizenship: 'filipino',
    region_code: '1300000000',
    province_code: '1381300000',
    city_code: '1381300000',
    barangay_code: '1381300001',
    address_line: '45 Kalayaan Avenue',
    employment: 'employed',
    employer: 'Diliman Printing Services',
    monthly_income: 3_200_000,
    id_type: 'umid',
    id_number: '011122233344',
    id_photo: DEMO_PHOTOS.idPhoto,
    selfie: DEMO_PHOTOS.selfie,
    privacy_consent_at: now,
    updated_at: now,
  });
}

const ID_CARD_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300">
<rect width="480" height="300" rx="18" fill="#e8eef7"/><rect width="480" height="56" rx="18" fill="#1d4f91"/>
<text x="24" y="37" font-family="sans-serif" font-size="22" fill="#fff">UNIFIED MULTI-PURPOSE ID (DEMO)</text>
<rect x="24" y="80" width="120" height="150" fill="#b9c6d8"/><circle cx="84" cy="130" r="30" fill="#7d8ea8"/>
<rect x="44" y="168" width="80" height="50" rx="24" fill="#7d8ea8"/>
<text x="166" y="110" font-family="sans-serif" font-size="20" fill="#222">REYES, MARIA SANTOS</text>
<text x="166" y="145" font-family="sans-serif" font-size="16" fill="#444">CRN 0111-2223334-4</text>
<text x="166" y="175" font-family="sans-serif" font-size="16" fill="#444">1994/03/08</text></svg>`;

const SELFIE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400">
<rect width="300" height="400" fill="#d9e4d2"/><circle cx="150" cy="150" r="70" fill="#c89f7c"/>
<rect x="60" y="240" width="180" height="160" rx="80" fill="#3c6e71"/>
<text x="150" y="385" text-anchor="middle" font-family="sans-serif" font-size="18" fill="#fff">DEMO SELFIE</text></svg>`;

/** Draws the demo photos into the storage when their upload rows exist and the bytes do not. */
export async function putDemoApplicantPhotos(db: Db, storage: UploadStorage): Promise<void> {
  const drawings = { [DEMO_PHOTOS.idPhoto]: ID_CARD_SVG, [DEMO_PHOTOS.selfie]: SELFIE_SVG };
  for (const [name, svg] of Object.entries(drawings)) {
    if (!(await uploadRowExists(db, name)) || (await storage.get(name))) continue;
    const bytes = await sharp(Buffer.from(svg)).png().toBuffer();
    await storage.put(name, { contentType: 'image/png', bytes });
  }
}
