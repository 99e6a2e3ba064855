import { ORDER_STATUS, type OrderStatus } from '@loan/contract';
import type {
  ClientKind,
  LoanPhase,
  LoanState,
  LoanTerms,
  PolicyOutcome,
  ProductPricing,
  RuleResult,
  ScheduleItem,
} from '@loan/loan-engine';
import { pricingFromColumns } from '../catalogue/pricing-columns.ts';
import type { OrderRow } from './order.repository.ts';

/** An order as the services see it; rows stay in the repositories and this module. */
export interface Order {
  id: string;
  publicId: string;
  userId: string;
  productId: string;
  status: OrderStatus;
  clientKind: ClientKind;
  principal: number;
  pricing: ProductPricing;
  serviceFee: number;
  netProceeds: number;
  interest: number;
  totalRepayable: number;
  releaseDate: string | null;
  dueDate: string | null;
  schedule: ScheduleItem[] | null;
  paid: { penalty: number; interest: number; principal: number };
  penaltyCharged: boolean;
  defaultInterestCarried: number;
  defaultAccruedThrough: string | null;
  rollovers: number;
  /** Copied from the product when applied for: a later change to the product leaves it. */
  rolloverAllowed: boolean;
  appliedAt: Date;
  decidedAt: Date | null;
  withdrawnAt: Date | null;
  disbursedAt: Date | null;
  settledAt: Date | null;
  /** The credit policy's answer when the application was taken or decided (decision 0084). */
  policy: { outcome: PolicyOutcome; rules: RuleResult[] } | null;
}

/** Who moved an order: recorded with every status change. */
export type Actor = 'borrower' | 'system:decision' | 'system:clock' | `ops:${string}`;

export const OPEN_STATUSES: readonly OrderStatus[] = [
  ORDER_STATUS.underReview,
  ORDER_STATUS.approved,
];
/** Released loans: the engine's figures apply. */
export const LOAN_OUT_STATUSES: readonly OrderStatus[] = [
  ORDER_STATUS.disbursed,
  ORDER_STATUS.due,
  ORDER_STATUS.overdue,
];
export const BORROWED_STATUSES: readonly OrderStatus[] = [
  ...LOAN_OUT_STATUSES,
  ORDER_STATUS.settled,
];

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    publicId: row.public_id,
    userId: row.user_id,
    productId: row.product_id,
    status: row.status as OrderStatus,
    clientKind: row.client_kind,
    principal: row.principal,
    pricing: pricingFromColumns(row),
    serviceFee: row.service_fee,
    netProceeds: row.net_proceeds,
    interest: row.interest,
    totalRepayable: row.total_repayable,
    releaseDate: row.release_date,
    dueDate: row.due_date,
    schedule: (row.schedule as ScheduleItem[] | null) ?? null,
    paid: { penalty: row.paid_penalty, interest: row.paid_interest, principal: row.paid_principal },
    penaltyCharged: row.penalty_charged,
    defaultInterestCarried: row.default_interest_carried,
    defaultAccruedThrough: row.default_accrued_through,
    rollovers: row.rollovers,
    rolloverAllowed: row.rollover_allowed,
    appliedAt: row.applied_at,
    decidedAt: row.decided_at,
    withdrawnAt: row.withdrawn_at,
    disbursedAt: row.disbursed_at,
    settledAt: row.settled_at,
    policy: row.policy_outcome
      ? { outcome: row.policy_outcome as PolicyOutcome, rules: row.policy_rules as RuleResult[] }
      : null,
  };
}

/** What the engine needs about a released loan; undefined before release. */
export function loanStateOf(order: Order): LoanState | undefined {
  if (!order.releaseDate || !order.schedule) return undefined;
  return {
    principal: order.principal,
    releaseDate: order.releaseDate,
    termDays: order.pricing.termDays,
    periods: order.pricing.periods,
    dailyInterestBps: order.pricing.dailyInterestBps,
    serviceFee: order.serviceFee,
    schedule: order.schedule,
    clientKind: order.clientKind,
    paid: order.paid,
    penaltyCharged: order.penaltyCharged,
    rollovers: order.rollovers,
    defaultInterestCarried: order.defaultInterestCarried,
    ...(order.defaultAccruedThrough ? { defaultAccruedThrough: order.defaultAccruedThrough } : {}),
  };
}

const STATUS_OF_PHASE: Record<LoanPhase, OrderStatus> = {
  disbursed: ORDER_STATUS.disbursed,
  due: ORDER_STATUS.due,
  overdue: ORDER_STATUS.overdue,
  settled: ORDER_STATUS.settled,
};

export function statusOfPhase(phase: LoanPhase): OrderStatus {
  return STATUS_OF_PHASE[phase];
}

const STATUS_NAMES: Record<OrderStatus, string> = {
  21: 'rejected',
  110: 'under review',
  151: 'approved, waiting for withdrawal',
  170: 'disbursed, not yet due',
  174: 'due',
  180: 'overdue',
  200: 'settled',
};

export function statusName(status: number): string {
  return STATUS_NAMES[status as OrderStatus] ?? String(status);
}

/** What a loan's entries do not say about it: its product's terms and the borrower's kind. */
export function termsOf(order: Order): LoanTerms {
  return {
    termDays: order.pricing.termDays,
    periods: order.pricing.periods,
    dailyInterestBps: order.pricing.dailyInterestBps,
    clientKind: order.clientKind,
  };
}
