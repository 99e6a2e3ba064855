import { randomInt } from 'node:crypto';
import { APP_ROUTES, BUSINESS_CODE } from '@loan/contract';
import type { ClientKind, PolicyDecision, Quote } from '@loan/loan-engine';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { formatMoney } from '../../lib/money-format.ts';
import { phDate, phDateCompact } from '../../lib/ph-date.ts';
import { AGREEMENT_TEMPLATE_VERSION } from '../agreements/agreement-page.ts';
import { eligibleApplicant } from '../applicant/applicant.service.ts';
import { getProduct, type Product } from '../catalogue/catalogue.service.ts';
import { pricingColumns } from '../catalogue/pricing-columns.ts';
import { rememberResult, runIdempotent } from '../idempotency/idempotency.ts';
import {
  historyFacts,
  policyColumns,
  policyDecisionFor,
} from '../order/credit-decision.service.ts';
import type { LoanDeps } from '../order/loan-deps.ts';
import type { Order } from '../order/order.ts';
import { findOpenOrder, insertApplication } from '../order/order-application.service.ts';
import {
  applicantStanding,
  decideByPolicy,
  hasOverdueLoan,
  phaseOf,
} from '../order/order-lifecycle.service.ts';
import { currentQuote } from './loan-quote.ts';

export interface PushInput {
  productId: string;
  amount: number;
  periods: number;
  termUnit: string;
}

export interface PushResult {
  lendDetailsUrl: string;
  orderId: string;
}

const OPEN_ORDER_INDEX = 'loan_orders_one_open_per_product';
export const OVERDUE_LOAN_MESSAGE =
  'You have an overdue loan. Please repay it first: you can apply again once it is paid.';

/** The borrower's overdue loan, said before they apply (confirm page) and when they do. */
export async function applyBlockedMessage(db: Db, deps: LoanDeps, userId: string) {
  const overdue = await hasOverdueLoan(db, deps, userId, phDate(deps.clock.now()));
  return overdue ? OVERDUE_LOAN_MESSAGE : '';
}

export const QUOTE_CHANGED_MESSAGE =
  'The loan offer has changed. Please review the new terms and confirm again.';

/**
 * Applies for today's offer of the product. Only the server's figures count: a different amount,
 * term or unit is refused. One open application per borrower and product (the database enforces
 * it), so repeats, with or without an Idempotency-Key, answer with the same order.
 */
export async function pushLoan(
  deps: LoanDeps,
  userId: string,
  input: PushInput,
  idempotencyKey: string | undefined,
): Promise<PushResult> {
  const product = await getProduct(deps, input.productId);
  const q = currentQuote(deps, product);
  if (
    input.amount !== q.principal ||
    input.periods !== q.termDays ||
    input.termUnit !== q.termUnit
  ) {
    throw new AppError(BUSINESS_CODE.quoteChanged, QUOTE_CHANGED_MESSAGE);
  }
  const now = deps.clock.now();
  const call = { userId, scope: 'loan-push', key: idempotencyKey, request: input, now };
  try {
    return await runIdempotent(deps.db, call, async (tx) => {
      const standing = await applicantStanding(tx, deps, userId, product.id, phDate(now));
      if (standing.openOrder) return pushResult(standing.openOrder);
      // The decision rule would reject it a day later (decision 0010): say so now instead.
      if (standing.overdue) {
        throw new AppError(BUSINESS_CODE.overdueLoanOpen, OVERDUE_LOAN_MESSAGE);
      }
      const today = phDate(now);
      const applicant = await eligibleApplicant(tx, userId, today);
      const overdue = (loan: Order) => phaseOf(deps, loan, today) === 'overdue';
      const history = historyFacts(standing.borrowed, overdue);
      const loan = {
        principal: q.principal,
        totalRepayable: q.totalRepayable,
        termDays: q.termDays,
      };
      const decision = policyDecisionFor(deps, applicant, history, loan);
      const clientKind = standing.repaidBefore ? 'repeat' : 'new';
      const order = await createOrder(tx, deps, userId, { product, q, clientKind, decision });
      if (deps.config.loanDecision !== 'immediate') return pushResult(order);
      const decided = { why: 'immediate decision', now, review: 'wait' as const };
      return pushResult(await decideByPolicy(tx, order, decision, decided));
    });
  } catch (error) {
    // A concurrent push created the open order first: answer with that one.
    if (!isUniqueViolation(error, OPEN_ORDER_INDEX)) throw error;
    const open = await findOpenOrder(deps.db, userId, product.id);
    if (!open) throw error;
    const result = pushResult(open);
    await rememberResult(deps.db, call, result);
    return result;
  }
}

async function createOrder(
  tx: Db,
  deps: LoanDeps,
  userId: string,
  {
    product,
    q,
    clientKind,
    decision,
  }: { product: Product; q: Quote; clientKind: ClientKind; decision: PolicyDecision },
): Promise<Order> {
  const now = deps.clock.now();
  const values = {
    public_id: newOrderId(now),
    user_id: userId,
    product_id: product.id,
    client_kind: clientKind,
    principal: q.principal,
    ...pricingColumns(product.pricing),
    rollover_allowed: product.rolloverAllowed,
    service_fee: q.serviceFee,
    net_proceeds: q.netProceeds,
    interest: q.interest,
    total_repayable: q.totalRepayable,
    applied_at: now,
    updated_at: now,
    ...policyColumns(decision),
  };
  const note = `applied for ${formatMoney(q.principal, deps.config.brand)} over ${q.termDays} days; ${consentNote(now)}`;
  return insertApplication(tx, values, note);
}

/** What the borrower agreed to by pushing: the documents' versions shown, and when. */
function consentNote(at: Date): string {
  const { agreement, disclosure } = AGREEMENT_TEMPLATE_VERSION;
  return `agreed at ${at.toISOString()} to ${agreement} and ${disclosure}`;
}

export function pushResult(order: Pick<Order, 'productId' | 'publicId'>): PushResult {
  const query = new URLSearchParams({ productId: order.productId, orderId: order.publicId });
  return { lendDetailsUrl: `${APP_ROUTES.loanDetail}?${query}`, orderId: order.publicId };
}

// Crockford's base32 without I, L, O, U: easy to read out over the phone.
const ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 'PN' + the Philippine date + 8 random characters (40 bits). */
export function newOrderId(now: Date): string {
  let suffix = '';
  for (let i = 0; i < 8; i++) suffix += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return `PN${phDateCompact(now)}${suffix}`;
}
