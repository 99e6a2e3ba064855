import { type Quote, quote } from '@loan/loan-engine';
import { phDate } from '../../lib/ph-date.ts';
import type { Product } from '../catalogue/catalogue.service.ts';
import type { LoanDeps } from '../order/loan-deps.ts';

/** Today's offer of a product: its default amount, released today (Philippine calendar). */
export function currentQuote(deps: LoanDeps, product: Product): Quote {
  const today = phDate(deps.clock.now());
  return quote(product.pricing, product.defaultAmount, today, deps.config.costCap);
}
