import { RECOMMENDED_PRODUCT_EVENT_MODULE } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import type { LogProductClick } from '@/components/recommended-products.tsx';
import { callEndpoint } from '@/lib/http/call-endpoint.ts';

/** Logs a tap on one of the family's products (the variant-2 'because' call). */
export const logProductClick: LogProductClick = (product, positionId) =>
  callEndpoint(endpoints.because, {
    productKey: product.productKey,
    moduleId: RECOMMENDED_PRODUCT_EVENT_MODULE,
    positionId,
  });
