import { Button } from '@/components/button.tsx';
import { Notice } from '@/components/notice.tsx';
import { Page } from '@/components/page.tsx';
import { RecommendedProducts } from '@/components/recommended-products.tsx';
import { messages } from '@/lib/messages.ts';
import type { Screen } from '@/lib/screen.ts';
import { getPageQueryValue, productIdOf } from '@/lib/session-query.ts';
import { unionErrorInfoQueryOptions, useUnionErrorInfo } from '../api/get-union-error-info.ts';
import { logProductClick } from '../api/log-product-click.ts';
import { FailureNotice } from '../components/failure-notice.tsx';
import { jointLoginFailureMessages } from '../messages.ts';

const text = jointLoginFailureMessages;

function FailureContent({ productId }: { productId: string }) {
  const query = useUnionErrorInfo(productId);
  if (query.isPending) return null;
  if (query.isError) {
    return (
      <Notice
        title={text.unavailable}
        action={
          <Button variant="secondary" size="small" onClick={() => void query.refetch()}>
            {messages.common.retry}
          </Button>
        }
      />
    );
  }
  // On a business failure the toast told why; the page still says the login failed.
  const info = query.data.success ? query.data.data : null;
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
