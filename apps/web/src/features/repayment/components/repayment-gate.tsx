import type { ReactNode } from 'react';
import { Button } from '@/components/button.tsx';
import { Notice } from '@/components/notice.tsx';
import { QueryGate } from '@/components/query-gate.tsx';
import type { ApiResult } from '@/lib/http/api-result.ts';
import { loanDetailPath, type OrderIds } from '@/lib/order-ids.ts';
import type { UseQueryResult } from '@/lib/query/use-query.ts';
import { useNavigate } from '@/lib/router/router.tsx';
import { repaymentMessages } from '../messages.ts';

const text = repaymentMessages;

/**
 * A repayment page's data: while it loads the call shows 'loading...'; a refusal (an order that
 * is not the borrower's, not payable, not open for rollover) says so and leads back to the order.
 */
export function RepaymentGate<T>({
  ids,
  query,
  children,
}: {
  ids: OrderIds;
  query: UseQueryResult<ApiResult<T>>;
  children: (data: T) => ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <QueryGate query={query} unavailable={text.unavailable}>
      {(result) =>
        result.success && result.data ? (
          children(result.data)
        ) : (
          <Notice
            title={text.notOpened}
            text={result.message || text.notOpenedHint}
            action={
              <Button
                variant="secondary"
                size="small"
                onClick={() => navigate(loanDetailPath(ids))}
              >
                {text.backToOrder}
              </Button>
            }
          />
        )
      }
    </QueryGate>
  );
}
