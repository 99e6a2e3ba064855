import type { ApplicantView } from '@loan/contract/ops';
import { ageOn } from '@loan/loan-engine';
import type { Db } from '../../db/database.ts';
import { phDate } from '../../lib/ph-date.ts';
import type { Order } from '../order/order.ts';
import { applicantForOperators } from './applicant.service.ts';

/** What the approver sees beside an application: the profile, photos, changes and rules. */
export async function applicantView(db: Db, order: Order): Promise<ApplicantView> {
  const found = await applicantForOperators(db, order.userId);
  const photo = (kind: string) => `/orders/${order.publicId}/applicant/${kind}`;
  const p = found?.profile;
  return {
    orderId: order.publicId,
    profile: p
      ? {
          fullName: p.fullName,
          birthDate: p.birthDate,
          age: ageOn(p.birthDate, phDate(order.appliedAt)),
          civilStatus: p.civilStatus,
          citizenship: p.citizenship,
          address: { line: p.addressLine, ...p.address },
          employment: p.employment,
          employer: p.employer,
          monthlyIncome: p.monthlyIncome,
          idType: p.idType,
          idNumber: p.idNumber,
          privacyConsentAt: p.privacyConsentAt,
          updatedAt: p.updatedAt,
        }
      : null,
    photos: p ? { idPhoto: photo('idPhoto'), selfie: photo('selfie') } : null,
    namesake: found?.namesake ?? false,
    changes: found?.changes ?? [],
    policy: order.policy,
  };
}
