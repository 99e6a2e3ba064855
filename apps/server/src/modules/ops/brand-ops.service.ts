import type { BrandConfig } from '@loan/contract';
import type { brandViewSchema } from '@loan/contract/ops-schemas';
import type { z } from 'zod';
import { brandEnvName } from '../../config-brand.ts';
import type { Db } from '../../db/database.ts';
import { findContactInfo } from '../customer-service/customer-service.service.ts';

type BrandView = z.infer<typeof brandViewSchema>;

/** The brand fields an operator looks up; the colours and hosts stay with the deployment. */
const SHOWN: Array<[keyof BrandConfig, string]> = [
  ['appNameEn', 'App name'],
  ['companyName', 'Company name (as registered with the SEC)'],
  ['secRegistrationNumber', 'SEC registration number'],
  ['certificateOfAuthorityNumber', 'Certificate of Authority number'],
  ['companyAddress', 'Company address'],
  ['companyEmail', 'Company e-mail'],
  ['companyPhone', 'Company phone'],
  ['servicePhone', 'Customer service phone, when no contact is kept'],
  ['privacyPolicyUrl', 'Privacy policy'],
  ['androidAppUrl', 'Google Play link'],
  ['iosAppUrl', 'App Store link'],
  ['receiptPrefix', 'Official receipt number prefix'],
];

/**
 * The brand as the borrower screens use it: the run-time config (set by `BRAND_*` variables, read
 * only here), and the customer service contact, which lives in the database.
 */
export async function brandView(deps: {
  db: Db;
  config: { brand: BrandConfig };
}): Promise<BrandView> {
  const brand = deps.config.brand;
  const fields: BrandView['fields'] = SHOWN.map(([field, label]) => ({
    field,
    label,
    value: String(brand[field]),
    source: 'config',
    env: brandEnvName(field),
  }));
  fields.push({
    field: 'dpoContact',
    label: 'Data protection officer contact',
    value: '',
    source: 'not-stored',
    env: null,
  });
  return { fields, contact: await findContactInfo(deps.db) };
}
