import type { CostCap, LoanFigures } from '@loan/loan-engine';
import type { Db } from '../../db/database.ts';
import { type Order, termsOf } from '../order/order.ts';
import { entriesOf, entriesOfOrders, figuresOf } from './ledger.service.ts';

/**
 * A released order's figures as of a day: the engine's fold of its entries, the one derivation of
 * every money figure a screen shows. Undefined before the loan is released.
 */
export async function figuresOfOrder(
  db: Db,
  order: Order,
  asOf: string,
  cap: CostCap,
): Promise<LoanFigures | undefined> {
  if (!order.releaseDate) return undefined;
  return figuresOf(termsOf(order), await entriesOf(db, order.id), asOf, cap);
}

/** The figures of many orders from one read of their entries, by order id (released ones only). */
export async function figuresOfOrders(
  db: Db,
  orders: readonly Order[],
  asOf: string,
  cap: CostCap,
): Promise<Map<string, LoanFigures>> {
  const released = orders.filter((order) => order.releaseDate);
  const figures = new Map<string, LoanFigures>();
  if (released.length === 0) return figures;
  const entries = await entriesOfOrders(
    db,
    released.map((order) => order.id),
  );
  for (const order of released) {
    const f = figuresOf(termsOf(order), entries.get(order.id) ?? [], asOf, cap);
    if (f) figures.set(order.id, f);
  }
  return figures;
}
