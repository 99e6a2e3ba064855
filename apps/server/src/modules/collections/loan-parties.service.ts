import type { loanPartyBodySchema } from '@loan/contract/ops-schemas';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { insertLoanParty, type LoanPartyRow } from './collections.repository.ts';
import { type CollectionsDeps, type Collector, findOrder } from './contact-now.ts';
import { CONTACT_REFUSED } from './contact-rule.ts';

type LoanPartyBody = z.output<typeof loanPartyBodySchema>;

export function partyView(row: LoanPartyRow) {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    phone: row.phone,
    relation: row.relation,
    borrowerConsent: row.borrower_consent,
    addedBy: row.added_by,
    addedAt: row.added_at.toISOString(),
  };
}

/**
 * Records a guarantor, co-maker or family member on a loan, with how the borrower agreed to it.
 * Family is refused while the lender's setting keeps it off (decision 0074).
 */
export async function addLoanParty(
  deps: CollectionsDeps,
  publicId: string,
  body: LoanPartyBody,
  collector: Collector,
) {
  const order = await findOrder(deps, publicId);
  if (body.kind === 'immediate-family' && !deps.config.collectionsFamilyContact) {
    throw new AppError(
      CONTACT_REFUSED,
      'SEC MC 18 s.2019 s.1(h) names only guarantors and co-makers: recording immediate family is turned off',
      422,
    );
  }
  const row = await insertLoanParty(deps.db, {
    order_id: order.id,
    kind: body.kind,
    name: body.name,
    phone: body.phone,
    relation: body.relation,
    borrower_consent: body.borrowerConsent,
    operator_id: collector.operatorId,
    added_by: collector.actor,
    added_at: deps.clock.now(),
  });
  return { orderId: order.publicId, id: row.id, kind: row.kind };
}
