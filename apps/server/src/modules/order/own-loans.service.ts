import { ORDER_STATUS, type OrderStatus } from '@loan/contract';
import type { LoanFigures } from '@loan/loan-engine';
import { phDate } from '../../lib/ph-date.ts';
import { getProduct } from '../catalogue/catalogue.service.ts';
import { figuresOfOrders } from '../ledger/order-figures.service.ts';
import type { LoanDeps } from './loan-deps.ts';
import { listUserOrderRows } from './order.repository.ts';
import { BORROWED_STATUSES, LOAN_OUT_STATUSES, type Order, toOrder } from './order.ts';
import { refreshOrder } from './order-lifecycle.service.ts';

const EVERY_STATUS = Object.values(ORDER_STATUS) as OrderStatus[];

export interface OwnLoan {
  orderId: string;
  productId: string;
  productName: string;
  orderStatus: OrderStatus;
  principal: number;
  appliedOn: string;
  released: boolean;
  credit: number;
}

export interface CurrentLoan {
  orderId: string;
  productId: string;
  productName: string;
  orderStatus: OrderStatus;
  nextDueDate: string | null;
  nextAmount: number;
  amountDue: number;
  /** What the borrower may pay today (0: nothing to pay until nextDueDate). */
  payable: number;
  outstanding: number;
  /** Overpaid and not refunded: the borrower's money. */
  credit: number;
}

/**
 * Every order of the borrower, newest first, each brought up to date with the clock, and the loan
 * being repaid (of several, the one due first) with the order page's own figures.
 */
export async function listOwnLoans(
  deps: LoanDeps,
  userId: string,
): Promise<{ loans: OwnLoan[]; current: CurrentLoan | null }> {
  const rows = await listUserOrderRows(deps.db, userId, EVERY_STATUS);
  const orders = await Promise.all(rows.map((row) => refreshOrder(deps, toOrder(row))));
  orders.sort((a, b) => b.appliedAt.getTime() - a.appliedAt.getTime());
  const [names, figures] = await Promise.all([
    productNames(deps, orders),
    figuresOfOrders(deps.db, orders, phDate(deps.clock.now()), deps.config.costCap),
  ]);
  const loans = orders.map((order) => ({
    orderId: order.publicId,
    productId: order.productId,
    productName: names.get(order.productId) ?? '',
    orderStatus: order.status,
    principal: order.principal,
    appliedOn: phDate(order.appliedAt),
    released: BORROWED_STATUSES.includes(order.status),
    credit: figures.get(order.id)?.credit ?? 0,
  }));
  const loansOut = orders.filter((order) => LOAN_OUT_STATUSES.includes(order.status));
  const out = loansOut.map((order) =>
    currentLoan(order, figures.get(order.id), names.get(order.productId) ?? ''),
  );
  return { loans, current: mostUrgent(out) ?? null };
}

/** The loan whose next instalment falls due first (an overdue one before a due one). */
function mostUrgent(loans: CurrentLoan[]): CurrentLoan | undefined {
  const day = (loan: CurrentLoan) => loan.nextDueDate ?? '9999-12-31';
  return [...loans].sort((a, b) => day(a).localeCompare(day(b)))[0];
}

function currentLoan(
  order: Order,
  figures: LoanFigures | undefined,
  productName: string,
): CurrentLoan {
  return {
    orderId: order.publicId,
    productId: order.productId,
    productName,
    orderStatus: order.status,
    nextDueDate: figures?.nextDue?.dueDate ?? null,
    nextAmount: figures?.nextDue?.unpaid ?? 0,
    amountDue: figures?.amountDue ?? 0,
    payable: figures?.payable ?? 0,
    outstanding: figures?.totalOwed ?? 0,
    credit: figures?.credit ?? 0,
  };
}

async function productNames(deps: LoanDeps, orders: Order[]): Promise<Map<string, string>> {
  const ids = [...new Set(orders.map((order) => order.productId))];
  const products = await Promise.all(
    ids.map((id) => getProduct(deps, id, { includeInactive: true })),
  );
  return new Map(products.map((product) => [product.id, product.name]));
}
