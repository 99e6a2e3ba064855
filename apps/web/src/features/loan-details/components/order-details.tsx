import { RECOMMENDED_PRODUCT_EVENT_MODULE } from '@loan/contract';
import { useEffect } from 'react';
import { type LogProductClick, RecommendedProducts } from '@/components/recommended-products.tsx';
import { getBrandConfig } from '@/lib/brand/config.ts';
import type { LoanDetails } from '../api/get-loan-details.ts';
import { saveEvent } from '../api/save-event.ts';
import { orderActionsOf } from '../lib/order-actions.ts';
import type { OrderIds } from '../lib/order-ids.ts';
import { pageLocation } from '../lib/page-location.ts';
import { playeduLRedirectOf } from '../lib/playedul-redirect.ts';
import { useOrderAction } from '../lib/use-order-action.ts';
import { LoanDetailDialogs } from './loan-detail-dialogs.tsx';
import { OrderActions } from './order-actions.tsx';
import { OrderCard } from './order-card.tsx';
import { OrderLinks } from './order-links.tsx';
import { StatusBanner } from './status-banner.tsx';

const logRecommendedClick: LogProductClick = (product, positionId) =>
  saveEvent({
    productId: product.productKey,
    moduleId: RECOMMENDED_PRODUCT_EVENT_MODULE,
    positionId,
  });

/** The order details page once its response arrived. */
export function OrderDetails({ details, ids }: { details: LoanDetails; ids: OrderIds }) {
  const onAction = useOrderAction(ids);
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
        actions={orderActionsOf(details.orderStatus, details.isDelay)}
        onAction={onAction}
      />
      {/*
        Hidden on purpose: the spec (loan-journey §4) says the list is hidden once the response
        arrives, its hide check being always true, and this page only renders after the response.
        It stays rendered so the page matches the spec exactly and could be shown by flipping this
        one flag; the joint login failure page shows the same list.
      */}
      <RecommendedProducts products={details.recProducts} logClick={logRecommendedClick} hidden />
      <OrderLinks phone={phone} />
      <LoanDetailDialogs details={details} ids={ids} />
    </>
  );
}
