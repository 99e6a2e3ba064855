import { CARD_NEED_POP, ORDER_STATUS } from '@loan/contract';
import { useEffect } from 'react';
import { getBrandConfig } from '@/lib/brand/config.ts';
import type { OrderIds } from '@/lib/order-ids.ts';
import { pageLocation } from '@/lib/page-location.ts';
import type { LoanDetails } from '../api/get-loan-details.ts';
import { orderActionsOf } from '../lib/order-actions.ts';
import { playeduLRedirectOf } from '../lib/playedul-redirect.ts';
import { useOrderAction } from '../lib/use-order-action.ts';
import { LoanDetailDialogs } from './loan-detail-dialogs.tsx';
import { OffHoursConsentSection } from './off-hours-consent-section.tsx';
import { OrderActions } from './order-actions.tsx';
import { OrderCard } from './order-card.tsx';
import { OrderLinks } from './order-links.tsx';
import { StatusBanner } from './status-banner.tsx';

// A loan being repaid: the borrower may allow collection calls outside the hours.
const REPAYING_STATUSES: ReadonlySet<number> = new Set([
  ORDER_STATUS.disbursed,
  ORDER_STATUS.due,
  ORDER_STATUS.overdue,
]);
const RELEASED_STATUSES: ReadonlySet<number> = new Set([
  ORDER_STATUS.disbursed,
  ORDER_STATUS.due,
  ORDER_STATUS.overdue,
  ORDER_STATUS.settled,
]);

/** The order details page once its response arrived. */
export function OrderDetails({ details, ids }: { details: LoanDetails; ids: OrderIds }) {
  const onAction = useOrderAction(ids, details.h5Url);
  const redirect = playeduLRedirectOf(details);
  useEffect(() => {
    if (redirect) pageLocation.replace(redirect);
  }, [redirect]);
  if (redirect) return null;

  // The server's telephone overrides the brand's service phone.
  const phone = details.telephone || getBrandConfig().servicePhone;
  return (
    <>
      <StatusBanner details={details} />
      <OrderCard details={details} />
      <OrderActions
        actions={orderActionsOf(
          details.orderStatus,
          details.isDelay,
          details.h5Url,
          details.cardNeedPop === CARD_NEED_POP,
        )}
        onAction={onAction}
      />
      {/*
        No recommended products: the spec (loan-journey §4) hides the list once the response
        arrives (its hide check is always true), and this page only renders after the response,
        so it is never shown; the joint login failure page shows the same list.
      */}
      {REPAYING_STATUSES.has(details.orderStatus) ? (
        <OffHoursConsentSection orderId={ids.orderId} />
      ) : null}
      <OrderLinks phone={phone} ids={ids} paid={RELEASED_STATUSES.has(details.orderStatus)} />
      <LoanDetailDialogs details={details} ids={ids} />
    </>
  );
}
