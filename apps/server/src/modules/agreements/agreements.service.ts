import {
  AGREEMENT_SCENE,
  BUSINESS_CODE,
  H5_PREFIX,
  LANG_QUERY_KEY,
  type Locale,
} from '@loan/contract';
import { quote } from '@loan/loan-engine';
import { AppError } from '../../lib/app-error.ts';
import { phDate } from '../../lib/ph-date.ts';
import { apiUrl } from '../../lib/public-url.ts';
import { maskPhone } from '../../lib/redact.ts';
import { borrowerFullName } from '../applicant/applicant.service.ts';
import { getProduct } from '../catalogue/catalogue.service.ts';
import { currentQuote } from '../loan-confirm/loan-quote.ts';
import type { LoanDeps } from '../order/loan-deps.ts';
import { findOwnOrder } from '../order/order-access.ts';
import { userPhone } from '../user/user.service.ts';
import { agreementLinkKey, signAgreementToken, verifyAgreementToken } from './agreement-link.ts';
import { renderAgreementPage } from './agreement-page.ts';
import { agreementSummaryFil } from './agreement-summary.ts';

/** The agreements of scene 3 (loan confirmation), by position. */
export const AGREEMENTS = [
  { title: 'Loan Agreement', kind: 'agreement' },
  { title: 'Disclosure Statement', kind: 'disclosure' },
] as const;

export const AGREEMENT_PAGE_PATH = `${H5_PREFIX}/contract/page`;

export async function listAgreements(deps: LoanDeps, productId: string) {
  await getProduct(deps, productId);
  return AGREEMENTS.map(({ title }) => ({ title }));
}

export interface AgreementTarget {
  productId: string;
  scene: number;
  position: number;
  orderId?: string | undefined;
}

/** A short-lived link to one agreement with the borrower's figures (own orders only). */
export async function agreementUrl(
  deps: LoanDeps,
  userId: string,
  target: AgreementTarget,
  lang: Locale = 'en',
): Promise<string> {
  if (target.scene !== AGREEMENT_SCENE || !AGREEMENTS[target.position]) {
    throw new AppError(BUSINESS_CODE.failed, 'This agreement does not exist');
  }
  const orderId = target.orderId ?? '';
  let productId = target.productId;
  if (orderId) productId = (await findOwnOrder(deps.db, userId, orderId)).productId;
  else await getProduct(deps, productId);
  const ttlSeconds = deps.config.contractLinkTtlMinutes * 60;
  const expiresAt = Math.floor(deps.clock.now().getTime() / 1000) + ttlSeconds;
  const token = signAgreementToken(agreementLinkKey(deps.config.codePepper), {
    userId,
    productId,
    position: target.position,
    orderId,
    expiresAt,
  });
  // The page opens in the language of the screen it was opened from.
  const query = lang === 'en' ? '' : `?${LANG_QUERY_KEY}=${lang}`;
  return apiUrl(deps.config.brand, `${AGREEMENT_PAGE_PATH}/${token}${query}`);
}

/** The page behind a link, or undefined for a forged, expired or dangling one. */
export async function agreementPage(
  deps: LoanDeps,
  token: string,
  lang: Locale = 'en',
): Promise<string | undefined> {
  const now = deps.clock.now();
  const claims = verifyAgreementToken(agreementLinkKey(deps.config.codePepper), token, now);
  const agreement = claims && AGREEMENTS[claims.position];
  if (!claims || !agreement) return undefined;
  const phone = await userPhone(deps.db, claims.userId);
  if (!phone) return undefined;
  try {
    const product = await getProduct(deps, claims.productId, { includeInactive: true });
    const order = claims.orderId
      ? await findOwnOrder(deps.db, claims.userId, claims.orderId)
      : null;
    const today = phDate(now);
    const figures = order
      ? quote(order.pricing, order.principal, order.releaseDate ?? today, deps.config.costCap)
      : currentQuote(deps, product);
    const data = {
      kind: agreement.kind,
      title: agreement.title,
      brand: deps.config.brand,
      maskedPhone: maskPhone(phone),
      borrowerName: await borrowerFullName(deps.db, claims.userId),
      productName: product.name,
      orderId: order?.publicId ?? '',
      released: order?.releaseDate != null,
      quote: figures,
      costCapBps: deps.config.costCap.totalCostCapBps,
      issuedOn: today,
    };
    return renderAgreementPage({
      ...data,
      summaryHtml: lang === 'fil' ? agreementSummaryFil(data) : '',
    });
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
}
