import {
  AGREEMENT_SCENE,
  type endpoints,
  type Locale,
  type ResponseOf,
  TERM_UNIT_DAY,
} from '@loan/contract';
import { finalDueDate, type Quote } from '@loan/loan-engine';
import { agreementUrl } from '../agreements/agreements.service.ts';
import { getProduct, type Product } from '../catalogue/catalogue.service.ts';
import { errorMessageIn } from '../language/error-texts.ts';
import { quoteRows } from '../loan-details/detail-rows.ts';
import type { LoanDeps } from '../order/loan-deps.ts';
import { BORROWED_STATUSES } from '../order/order.ts';
import { countOrdersOfUser } from '../order/order-application.service.ts';
import { applyBlockedMessage } from './loan-push.service.ts';
import { currentQuote } from './loan-quote.ts';

type ConfirmData = ResponseOf<typeof endpoints.loanDetailConfirm>;
type SatireData = ResponseOf<typeof endpoints.satire>;

/** Confirm loan v3: today's offer of the product for this borrower. */
export async function loanConfirmData(
  deps: LoanDeps,
  userId: string,
  productId: string,
  lang: Locale = 'en',
): Promise<ConfirmData> {
  const product = await getProduct(deps, productId, { locale: lang });
  return confirmData(deps, userId, product, currentQuote(deps, product), lang);
}

/** Variant 2: the same offer plus the repayment date, promotion and button. */
export async function satireData(
  deps: LoanDeps,
  userId: string,
  productId: string,
  lang: Locale = 'en',
): Promise<SatireData> {
  const product = await getProduct(deps, productId, { locale: lang });
  const q = currentQuote(deps, product);
  return {
    ...(await confirmData(deps, userId, product, q, lang)),
    repaymentDate: finalDueDate(q),
    promotion: product.promotion,
    buttonText: product.buttonText,
    buttonMessage: product.buttonMessage,
  };
}

async function confirmData(
  deps: LoanDeps,
  userId: string,
  product: Product,
  q: Quote,
  lang: Locale,
): Promise<ConfirmData> {
  return {
    amount: q.principal,
    // The contract's periods is the term counted in termUnits (days), not the instalments.
    periods: q.termDays,
    termUnit: TERM_UNIT_DAY,
    details: quoteRows(q, deps.config.brand, lang),
    repay_plans: q.schedule.map((item) => ({ amount: item.amount, pay_time: item.dueDate })),
    firstPayTime: q.firstPayTime,
    firstPeriodDay: q.firstPeriodDay,
    pRateDsc: product.rateDescription,
    sendSms: product.sendSms ? 1 : 0,
    isPopType: product.exitPopup.enabled ? 1 : 0,
    popTitle: product.exitPopup.enabled ? product.exitPopup.title : '',
    popContent: product.exitPopup.enabled ? product.exitPopup.content : '',
    popAgreementUrl: await firstLoanAgreementUrl(deps, userId, product),
    comProductLogo: product.logo,
    comProductName: product.name,
    applyBlockedMessage: errorMessageIn(lang, await applyBlockedMessage(deps.db, deps, userId)),
  };
}

/** The agreement to agree to before a borrower's first loan, on products that ask for it. */
async function firstLoanAgreementUrl(deps: LoanDeps, userId: string, product: Product) {
  if (!product.firstLoanAgreementPopup) return '';
  if ((await countOrdersOfUser(deps.db, userId, BORROWED_STATUSES)) > 0) return '';
  return agreementUrl(deps, userId, { productId: product.id, scene: AGREEMENT_SCENE, position: 0 });
}
