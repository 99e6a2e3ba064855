import type { ReactNode } from 'react';
import { Loading } from '@/components/loading.tsx';
import { Notice } from '@/components/notice.tsx';
import { Page } from '@/components/page.tsx';
import { QueryGate } from '@/components/query-gate.tsx';
import type { ApiResult } from '@/lib/http/api-result.ts';
import type { UseQueryResult } from '@/lib/query/use-query.ts';
import { useExitIntercept } from '../hooks/use-exit-intercept.ts';
import type { LoanQuote } from '../loan-quote.ts';
import { loanConfirmMessages } from '../messages.ts';
import styles from './confirm-loan-page.module.css';
import { ExitPopup } from './exit-popup.tsx';

const text = loanConfirmMessages;

/**
 * The frame both confirm pages share: title, the quote's loading and failure states, and the
 * iOS back action (exit-intercept popup), which listens from the start, quote or not.
 */
export function ConfirmLoanPage<Q extends LoanQuote>({
  productId,
  query,
  children,
}: {
  productId: string;
  query: UseQueryResult<ApiResult<Q>>;
  children: (quote: Q) => ReactNode;
}) {
  const quote = query.data?.success ? query.data.data : null;
  const exit = useExitIntercept(quote?.isPopType);
  return (
    <Page title={text.title}>
      {productId ? (
        <QuoteContent query={query} quote={quote} render={children} />
      ) : (
        <Notice title={text.unavailable} text={text.noProduct} />
      )}
      <ExitPopup
        visible={exit.visible}
        title={quote?.popTitle ?? ''}
        content={quote?.popContent ?? ''}
        onStay={exit.stay}
        onLeave={exit.leave}
      />
    </Page>
  );
}

function QuoteContent<Q extends LoanQuote>({
  query,
  quote,
  render,
}: {
  query: UseQueryResult<ApiResult<Q>>;
  quote: Q | null;
  render: (quote: Q) => ReactNode;
}) {
  return (
    <QueryGate query={query} unavailable={text.unavailable} pending={<Loading />}>
      {() =>
        // A business failure was already toasted by the client.
        quote ? render(quote) : <p className={styles.unavailable}>{text.unavailable}</p>
      }
    </QueryGate>
  );
}
