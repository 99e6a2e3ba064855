import { Notice } from '@/components/notice.tsx';
import { Page } from '@/components/page.tsx';
import { QueryGate } from '@/components/query-gate.tsx';
import type { Screen } from '@/lib/screen.ts';
import { getPageQueryValue, productIdOf } from '@/lib/session-query.ts';
import { cardInitQueryOptions, useCardInit } from '../api/get-card-init.ts';
import { BindForm } from '../components/bind-form.tsx';
import { bindBankMessages } from '../messages.ts';

const text = bindBankMessages;

function productId(): string {
  return getPageQueryValue('productId') || getPageQueryValue('product_id');
}

/** Payment account information (foundation-and-support §2): where the loan is sent. */
export function BindBankRoute() {
  return (
    <Page title={text.title}>
      <QueryGate query={useCardInit(productId())} unavailable={text.unavailable}>
        {(result) =>
          result.success && result.data ? (
            <BindForm init={result.data} />
          ) : (
            <Notice title={text.unavailable} text={result.message} />
          )
        }
      </QueryGate>
    </Page>
  );
}

export const screen: Screen = {
  Component: BindBankRoute,
  serverQueries: (page) => [cardInitQueryOptions(productIdOf(page))],
};
