import type { endpoints, ResponseOf } from '@loan/contract';
import { recordAnalyticsEvent } from '../analytics/analytics.service.ts';
import {
  getPartnerProduct,
  partnerProductUrl,
  recommendedProducts,
} from '../catalogue/catalogue.service.ts';
import type { LoanDeps } from '../order/loan-deps.ts';

type UnionErrorInfo = ResponseOf<typeof endpoints.unionErrorInfo>;

export interface ProductClick {
  productKey: string;
  moduleId: number;
  positionId: number;
}

/** Joint login failure: why, and partner products to try instead. */
export async function unionErrorInfo(deps: LoanDeps): Promise<UnionErrorInfo> {
  return {
    noticeMessage: 'Login failed',
    errMessage:
      'We could not sign you in to the partner product. You can try one of these products instead.',
    family: await recommendedProducts(deps),
  };
}

/** Logs a recommended-product click (unknown keys are refused). */
export async function logProductClick(deps: LoanDeps, userId: string, click: ProductClick) {
  const product = await getPartnerProduct(deps, click.productKey);
  return recordAnalyticsEvent(deps, userId, {
    kind: 'partner-click',
    productRef: product.productKey,
    moduleId: click.moduleId,
    positionId: click.positionId,
  });
}

/** Where a clickable partner product opens. */
export async function openProduct(deps: LoanDeps, click: ProductClick) {
  return { url: await partnerProductUrl(deps, click.productKey) };
}
