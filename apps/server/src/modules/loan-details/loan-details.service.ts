import {
  APP_ROUTES,
  CARD_NEED_POP,
  type endpoints,
  type Locale,
  ORDER_STATUS,
  REPAYABLE_STATUSES,
  type ResponseOf,
  ROLLOVER_ALLOWED,
  SHOW_RATING,
} from '@loan/contract';
import { formatMoney } from '../../lib/money-format.ts';
import { phDate } from '../../lib/ph-date.ts';
import { getProduct, recommendedProducts } from '../catalogue/catalogue.service.ts';
import { findContactInfo } from '../customer-service/customer-service.service.ts';
import { figuresOfOrder } from '../ledger/order-figures.service.ts';
import type { LoanDeps } from '../order/loan-deps.ts';
import type { Order } from '../order/order.ts';
import { refreshOrder } from '../order/order-lifecycle.service.ts';
import { payoutAccountText } from '../payout/payout.service.ts';
import { detailTexts, releaseWindow } from './loan-details.texts.ts';
import { LOAN_NOTICES } from './loan-notices.ts';
import { hasRating } from './rating.repository.ts';

type LoanDetailsData = ResponseOf<typeof endpoints.loanDetails>;

const NOT_SET = '0';

/**
 * The order details page of the borrower's own order (found by the caller), brought up to date
 * with the clock first. The product id of the page is not needed (the order has one).
 */
export async function loanDetails(
  deps: LoanDeps,
  ownOrder: Order,
  lang: Locale = 'en',
): Promise<LoanDetailsData> {
  const order = await refreshOrder(deps, ownOrder);
  const userId = order.userId;
  const approved = order.status === ORDER_STATUS.approved;
  const settled = order.status === ORDER_STATUS.settled;
  // Independent reads, side by side (the catalogue and the contact usually come from memory).
  const today = phDate(deps.clock.now());
  const [product, rated, account, contact, recProducts, figures] = await Promise.all([
    getProduct(deps, order.productId, { includeInactive: true, locale: lang }),
    settled ? hasRating(deps.db, order.id) : false,
    approved ? payoutAccountText(deps, userId) : null,
    findContactInfo(deps.db),
    recommendedProducts(deps, lang),
    figuresOfOrder(deps.db, order, today, deps.config.costCap),
  ]);
  const brand = deps.config.brand;
  const texts = detailTexts(order, figures, brand, account, lang);
  const say = LOAN_NOTICES[lang];
  const repayable = REPAYABLE_STATUSES.includes(order.status);
  const rolloverShown = order.status === ORDER_STATUS.due || order.status === ORDER_STATUS.overdue;
  const needsCard = approved && !account;
  // The borrower is asked for the payout account first, and accepts only with one.
  const withdrawOpen = approved && !order.withdrawnAt && account !== null;
  const query = `productId=${encodeURIComponent(order.productId)}&orderId=${encodeURIComponent(order.publicId)}`;
  return {
    orderStatus: order.status,
    noticeStatusText: texts.noticeStatusText,
    noticeDesText: texts.noticeDesText,
    recProducts,
    productName: product.name,
    productLogo: product.logo,
    userOrderDetail: { detail: texts.rows },
    // The product's banner invites more borrowing: not a message for a rejected application.
    inside: order.status === ORDER_STATUS.rejected ? '' : product.bannerImage,
    h5Url: withdrawOpen ? `${APP_ROUTES.loanWithdraw}?${query}` : '',
    isDelay: order.rolloverAllowed && rolloverShown ? ROLLOVER_ALLOWED : NOT_SET,
    telephone: contact?.smWa ?? brand.servicePhone,
    isScore: settled && !rated ? SHOW_RATING : NOT_SET,
    // Our own products never send the borrower elsewhere.
    playeduL: '',
    reyMsg: withdrawOpen
      ? say.withdrawPrompt(formatMoney(order.netProceeds, brand), account, releaseWindow(lang))
      : '',
    ...(repayable
      ? {
          KindTipsMsg: say.kindTips(brand.appNameEn),
        }
      : {}),
    cardNeedPop: needsCard ? CARD_NEED_POP : 0,
    cardPopTitle: say.cardPopTitle,
    cardPopMsg: say.cardPopMsg,
  };
}
