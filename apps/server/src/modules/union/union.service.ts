import type { endpoints, Locale, ResponseOf } from '@loan/contract';
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

const FAILURE_TEXTS: Record<Locale, Pick<UnionErrorInfo, 'noticeMessage' | 'errMessage'>> = {
  en: {
    noticeMessage: 'Login failed',
    errMessage:
      'We could not sign you in to the partner product. You can try one of these products instead.',
  },
  fil: {
    noticeMessage: 'Hindi nakapag-login',
    errMessage:
      'Hindi ka namin ma-sign in sa produkto ng partner. Puwede mong subukan ang isa sa mga produktong ito.',
  },
};

/** Joint login failure: why, in the borrower's language, and partner products to try instead. */
export async function unionErrorInfo(deps: LoanDeps, lang: Locale): Promise<UnionErrorInfo> {
  return { ...FAILURE_TEXTS[lang], family: await recommendedProducts(deps, lang) };
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
