import {
  APP_ROUTES,
  BORROW_AGAIN_EVENT_MODULE,
  BORROW_AGAIN_EVENT_POSITION,
  SOURCE_LOAN_DETAIL_QUERY,
} from '@loan/contract';
import { useRef } from 'react';
import { getBrandConfig } from '@/lib/brand/config.ts';
import { bridge } from '@/lib/bridge/bridge.ts';
import { type OrderIds, orderPath } from '@/lib/order-ids.ts';
import { useNavigate } from '@/lib/router/router.tsx';
import { withSessionQuery } from '@/lib/session-query.ts';
import { saveEvent } from '../api/save-event.ts';
import { setBankTipFlag } from './bank-tip-flag.ts';
import { openWithdrawal } from './open-withdrawal.ts';
import type { OrderActionKind } from './order-actions.ts';

/** The native product detail page, opened with the product id and the brand's scheme URL. */
export const PRODUCT_DETAIL_PAGE = 'productDetail';

/** What each order button does. */
export function useOrderAction(ids: OrderIds, h5Url: string): (kind: OrderActionKind) => void {
  const navigate = useNavigate();
  const borrowing = useRef(false);

  const borrowAgain = async () => {
    if (borrowing.current) return;
    borrowing.current = true;
    try {
      // The event only feeds analytics: its outcome never holds the borrower back.
      await saveEvent({
        productId: ids.productId,
        moduleId: BORROW_AGAIN_EVENT_MODULE,
        positionId: BORROW_AGAIN_EVENT_POSITION,
      }).catch(() => undefined);
      const channel = bridge.navigateToPage({
        page: PRODUCT_DETAIL_PAGE,
        params: { productId: ids.productId, schemeUrl: getBrandConfig().schemeUrl },
      });
      // A browser has no native product page; the nearest is applying for the product again.
      if (channel === 'browser') {
        navigate(withSessionQuery(`${APP_ROUTES.confirmLoan}?productId=${ids.productId}`));
      }
    } finally {
      borrowing.current = false;
    }
  };

  return (kind) => {
    if (kind === 'borrowAgain') {
      void borrowAgain();
      return;
    }
    if (kind === 'withdraw') {
      openWithdrawal(h5Url);
      return;
    }
    if (kind === 'bindAccount') {
      navigate(orderPath(APP_ROUTES.bindBank, ids, SOURCE_LOAN_DETAIL_QUERY));
      return;
    }
    // Once the borrower went to pay, Kind tips stay away for the rest of the session.
    setBankTipFlag();
    navigate(orderPath(kind === 'repay' ? APP_ROUTES.repayment : APP_ROUTES.repaymentDelay, ids));
  };
}
