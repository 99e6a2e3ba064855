import {
  COLLECTION_SUPPORTED,
  type endpoints,
  type Locale,
  ORDER_STATUS,
  type ResponseOf,
} from '@loan/contract';
import { formatMoney } from '../../lib/money-format.ts';
import { phDate } from '../../lib/ph-date.ts';
import type { CatalogueDeps } from '../catalogue/catalogue.service.ts';
import { getProduct } from '../catalogue/catalogue.service.ts';
import { statusWords } from '../loan-details/status-words.ts';
import type { Order } from '../order/order.ts';
import { COMPLAINT_WORDS } from './complaint-words.ts';

type ComplaintOrder = NonNullable<ResponseOf<typeof endpoints.problemInit>['orderDetail']>;

/**
 * Collection happens on loans due or past due, and on any loan that was once in default (it may
 * be paid up or settled since): only those take collection complaints.
 */
export function supportsCollection(order: Order): boolean {
  return (
    order.status === ORDER_STATUS.due ||
    order.status === ORDER_STATUS.overdue ||
    order.penaltyCharged
  );
}

/** An order as the complaint pages show it: card, status and rows. */
export async function complaintOrder(
  deps: CatalogueDeps,
  order: Order,
  lang: Locale = 'en',
): Promise<ComplaintOrder> {
  const { row } = COMPLAINT_WORDS[lang];
  const product = await getProduct(deps, order.productId, { includeInactive: true });
  return {
    orderNo: order.publicId,
    productLogo: product.logo,
    productName: product.name,
    status: order.status,
    isShow: supportsCollection(order) ? COLLECTION_SUPPORTED : 0,
    list: [
      { title: row.orderNumber, value: order.publicId },
      { title: row.loanAmount, value: formatMoney(order.principal, deps.config.brand) },
      { title: row.status, value: statusWords(order.status, lang) },
      { title: row.appliedOn, value: phDate(order.appliedAt) },
    ],
  };
}
