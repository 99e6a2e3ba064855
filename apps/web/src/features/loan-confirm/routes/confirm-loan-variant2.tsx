import { useCallback, useState } from 'react';
import type { Screen } from '@/lib/screen.ts';
import { productIdOf } from '@/lib/session-query.ts';
import { getVariant2AgreementUrl } from '../api/get-variant2-agreement-url.ts';
import {
  useVariant2Agreements,
  variant2AgreementsQueryOptions,
} from '../api/get-variant2-agreements.ts';
import { useVariant2Quote, variant2QuoteQueryOptions } from '../api/get-variant2-quote.ts';
import { pushVariant2Loan } from '../api/push-variant2-loan.ts';
import { ConfirmLoanPage } from '../components/confirm-loan-page.tsx';
import { ConfirmLoanScreen } from '../components/confirm-loan-screen.tsx';
import { readProductId } from '../loan-quote.ts';

/**
 * Confirm loan, variant 2: the version-3 page over the obfuscated calls, plus a repayment date,
 * a promotional popup and the server's button label and message.
 */
export function ConfirmLoanVariant2Route() {
  const [productId] = useState(readProductId);
  const quote = useVariant2Quote(productId);
  const agreements = useVariant2Agreements(productId);
  const openAgreement = useCallback(
    (position: number) => getVariant2AgreementUrl(productId, position),
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
          pushLoan={pushVariant2Loan}
          extras={{
            repaymentDate: data.repaymentDate,
            promotion: data.promotion,
            buttonText: data.buttonText,
            buttonMessage: data.buttonMessage,
          }}
        />
      )}
    </ConfirmLoanPage>
  );
}

export const screen: Screen = {
  Component: ConfirmLoanVariant2Route,
  serverQueries: (page) => {
    const productId = productIdOf(page);
    return productId
      ? [variant2QuoteQueryOptions(productId), variant2AgreementsQueryOptions(productId)]
      : [];
  },
};
