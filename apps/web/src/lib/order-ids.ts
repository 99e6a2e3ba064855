import { APP_ROUTES } from '@loan/contract';
import { getPageQueryValue, productIdOf, withSessionQuery } from './session-query.ts';

export interface OrderIds {
  productId: string;
  orderId: string;
}

/** The order the page is about, from its address (productId has the alias product_id). */
export function readOrderIds(): OrderIds | null {
  return idsOf(
    getPageQueryValue('productId') || getPageQueryValue('product_id'),
    getPageQueryValue('orderId'),
  );
}

/** The order a page address is about. */
export function orderIdsOf(page: URLSearchParams): OrderIds | null {
  return idsOf(productIdOf(page), page.get('orderId') ?? '');
}

function idsOf(productId: string, orderId: string): OrderIds | null {
  return productId && orderId ? { productId, orderId } : null;
}

/** An in-app path about this order, keeping the session query. */
export function orderPath(path: string, ids: OrderIds, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ productId: ids.productId, orderId: ids.orderId, ...extra });
  return withSessionQuery(`${path}?${query}`);
}

export function loanDetailPath(ids: OrderIds): string {
  return orderPath(APP_ROUTES.loanDetail, ids);
}
