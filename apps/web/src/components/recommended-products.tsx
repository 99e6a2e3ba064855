import { RECOMMENDED_PRODUCT_EVENT_MODULE } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { useRef } from 'react';
import { bridge } from '@/lib/bridge/bridge.ts';
import { windowNavigator } from '@/lib/bridge/browser-adapter.ts';
import { callEndpoint } from '@/lib/http/call-endpoint.ts';
import { reportCallFailure } from '@/lib/http/call-failure.ts';
import { messages } from '@/lib/messages.ts';
import { safeUrl } from '@/lib/safe-url.ts';
import { showToast } from '@/lib/toast.ts';
import {
  isProductClickable,
  type RecommendedProduct,
  RecommendedProductCard,
} from './recommended-product-card.tsx';
import styles from './recommended-products.module.css';

/** Each page logs a click through its own call before the product opens. */
export type LogProductClick = (product: RecommendedProduct, positionId: number) => Promise<unknown>;

/**
 * A web address leaves the app in the browser (through the redirect guard); anything else is a
 * native route that the shell's navigate action opens (the iOS message).
 */
export function openProductUrl(url: string): void {
  if (!/^http/i.test(url)) {
    bridge.navigate({ url });
    return;
  }
  const target = safeUrl(url);
  if (target) windowNavigator.assign(target);
  else void showToast(messages.recommendedProducts.blocked);
}

async function openProduct(product: RecommendedProduct, positionId: number, log: LogProductClick) {
  // A lost click log must not keep the borrower from the product.
  await log(product, positionId).catch(() => undefined);
  const result = await callEndpoint(
    endpoints.define,
    { productKey: product.productKey, moduleId: RECOMMENDED_PRODUCT_EVENT_MODULE, positionId },
    { loading: messages.recommendedProducts.loading },
  );
  // A failure's message was toasted by callEndpoint.
  if (result.success && result.data) openProductUrl(result.data.url);
}

/** The recommended products (order details, joint login failure); a tap logs it and opens it. */
export function RecommendedProducts({
  products,
  logClick,
  hidden = false,
}: {
  products: readonly RecommendedProduct[];
  logClick: LogProductClick;
  hidden?: boolean;
}) {
  const opening = useRef(false);
  if (products.length === 0) return null;

  const open = async (product: RecommendedProduct, positionId: number) => {
    if (!isProductClickable(product) || opening.current) return;
    opening.current = true;
    try {
      await openProduct(product, positionId, logClick);
    } catch (error) {
      reportCallFailure(error);
    } finally {
      opening.current = false;
    }
  };

  return (
    <section
      className={styles.section}
      hidden={hidden}
      aria-label={messages.recommendedProducts.heading}
    >
      <h2 className={styles.heading}>{messages.recommendedProducts.heading}</h2>
      <ul className={styles.list}>
        {products.map((product, index) => (
          <li key={product.productKey || index}>
            <RecommendedProductCard product={product} onOpen={() => void open(product, index)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
