import { BUSINESS_CODE } from '@loan/contract';
import { BORROWER_PARTY_ID, type ContactNow } from '@loan/contract/ops';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { phDate } from '../../lib/ph-date.ts';
import type { LoanDeps } from '../order/loan-deps.ts';
import type { Order } from '../order/order.ts';
import { findOrder as findAnyOrder, ORDER_NOT_FOUND_MESSAGE } from '../order/order-access.ts';
import { refreshOrder } from '../order/order-lifecycle.service.ts';
import { userPhone } from '../user/user.service.ts';
import {
  consentsInForce,
  type LoanPartyRow,
  loanPartyRows,
  type OffHoursConsentRow,
} from './collections.repository.ts';
import { contactVerdict } from './contact-rule.ts';
import { overdueFigures } from './overdue-orders.ts';

/** Who acts in collections: what order events and records name, and their operator id. */
export interface Collector {
  /** What order events and records name: `ops:<email>`, `ops:token:<name>`. */
  actor: string;
  operatorId: string | null;
}

export type CollectionsDeps = LoanDeps & {
  config: Pick<AppConfig, 'collectionsFamilyContact'>;
};

export interface OrderCircumstances {
  at: Date;
  phone: string;
  daysPastDue: number;
  parties: LoanPartyRow[];
  consent: OffHoursConsentRow | undefined;
}

/** Who on the loan may be contacted at `at`, the borrower first, and why or why not. */
export function contactNow(deps: CollectionsDeps, order: OrderCircumstances): ContactNow[] {
  const people = [
    {
      partyId: BORROWER_PARTY_ID,
      party: 'borrower' as const,
      name: 'Borrower',
      phone: order.phone,
    },
    ...order.parties.map((p) => ({ partyId: p.id, party: p.kind, name: p.name, phone: p.phone })),
  ];
  return people.map((person) => ({
    ...person,
    ...contactVerdict({
      at: order.at,
      party: person.party,
      daysPastDue: order.daysPastDue,
      borrowerConsented: order.consent !== undefined,
      familyAllowed: deps.config.collectionsFamilyContact,
    }),
  }));
}

/** An order's circumstances now: days past due, the borrower's phone, its parties and consent. */
export async function circumstancesOf(deps: LoanDeps, order: Order): Promise<OrderCircumstances> {
  const at = deps.clock.now();
  const [figures, phone, parties, consents] = await Promise.all([
    overdueFigures(deps, order, phDate(at)),
    userPhone(deps.db, order.userId),
    loanPartyRows(deps.db, [order.id]),
    consentsInForce(deps.db, [order.id]),
  ]);
  return {
    at,
    phone: phone ?? '',
    daysPastDue: figures.daysPastDue,
    parties,
    consent: consents.get(order.id),
  };
}

/** An order by its public id, brought to the clock; 404 when there is none. */
export async function findOrder(deps: LoanDeps, publicId: string): Promise<Order> {
  const order = await findAnyOrder(deps.db, publicId);
  if (!order) throw new AppError(BUSINESS_CODE.orderNotFound, ORDER_NOT_FOUND_MESSAGE, 404);
  return refreshOrder(deps, order);
}
