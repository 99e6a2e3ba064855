import { Page } from '@/components/page.tsx';
import { QueryGate } from '@/components/query-gate.tsx';
import { RecommendedProducts } from '@/components/recommended-products.tsx';
import type { Screen } from '@/lib/screen.ts';
import { getPageQueryValue, productIdOf } from '@/lib/session-query.ts';
import {
  type UnionErrorInfo,
  unionErrorInfoQueryOptions,
  useUnionErrorInfo,
} from '../api/get-union-error-info.ts';
import { logProductClick } from '../api/log-product-click.ts';
import { FailureNotice } from '../components/failure-notice.tsx';
import { jointLoginFailureMessages } from '../messages.ts';

const text = jointLoginFailureMessages;

function FailureContent({ productId }: { productId: string }) {
  return (
    <QueryGate query={useUnionErrorInfo(productId)} unavailable={text.unavailable}>
      {(result) => <FailureInfo info={result.success ? result.data : null} />}
    </QueryGate>
  );
}

function FailureInfo({ info }: { info: UnionErrorInfo | null }) {
  // On a business failure the toast told why; the page still says the login failed.
  return (
    <>
      <FailureNotice error={info?.errMessage ?? ''} notice={info?.noticeMessage ?? ''} />
      <RecommendedProducts products={info?.family ?? []} logClick={logProductClick} />
    </>
  );
}

/** The partner (joint) login failed: why, and other products to try. */
export function JointLoginFailureRoute() {
  const productId = getPageQueryValue('productId') || getPageQueryValue('product_id');
  return (
    <Page title={text.title}>
      <FailureContent productId={productId} />
    </Page>
  );
}

export const screen: Screen = {
  Component: JointLoginFailureRoute,
  serverQueries: (page) => [unionErrorInfoQueryOptions(productIdOf(page))],
};
