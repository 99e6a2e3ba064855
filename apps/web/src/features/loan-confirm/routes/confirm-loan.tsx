import { useCallback, useState } from 'react';
import type { Screen } from '@/lib/screen.ts';
import { productIdOf } from '@/lib/session-query.ts';
import { getContractJump } from '../api/get-contract-jump.ts';
import { contractListQueryOptions, useContractList } from '../api/get-contract-list.ts';
import {
  loanDetailConfirmQueryOptions,
  useLoanDetailConfirm,
} from '../api/get-loan-detail-confirm.ts';
import { pushLoanDetail } from '../api/push-loan-detail.ts';
import { ConfirmLoanPage } from '../components/confirm-loan-page.tsx';
import { ConfirmLoanScreen } from '../components/confirm-loan-screen.tsx';
import { readProductId } from '../loan-quote.ts';

/** Confirm loan, version 3 (loan-journey §2): the quote, the agreements and Loan Now. */
export function ConfirmLoanRoute() {
  const [productId] = useState(readProductId);
  const quote = useLoanDetailConfirm(productId);
  const agreements = useContractList(productId);
  const openAgreement = useCallback(
    (position: number) => getContractJump(productId, position),
    [productId],
  );
  return (
    <ConfirmLoanPage productId={productId} query={quote}>
      {(data) => (
        <ConfirmLoanScreen
          productId={productId}
          quote={data}
          agreements={(agreements.data?.success && agreements.data.data) || []}
          openAgreement={openAgreement}
          pushLoan={pushLoanDetail}
        />
      )}
    </ConfirmLoanPage>
  );
}

export const screen: Screen = {
  Component: ConfirmLoanRoute,
  serverQueries: (page) => {
    const productId = productIdOf(page);
    return productId
      ? [loanDetailConfirmQueryOptions(productId), contractListQueryOptions(productId)]
      : [];
  },
};
