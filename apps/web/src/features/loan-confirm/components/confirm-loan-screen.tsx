import { useState } from 'react';
import { AgreementPopup } from '@/components/agreement-popup.tsx';
import { DetailRows } from '@/components/detail-rows.tsx';
import { bridge } from '@/lib/bridge/bridge.ts';
import { useAgreementPrompt } from '../hooks/use-agreement-prompt.ts';
import { useAgreementViewer } from '../hooks/use-agreement-viewer.ts';
import { useLoanPush } from '../hooks/use-loan-push.ts';
import {
  type Agreement,
  type LoanQuote,
  type OpenAgreement,
  type Promotion,
  type PushLoan,
  termsOf,
} from '../loan-quote.ts';
import { loanConfirmMessages } from '../messages.ts';
import { AgreementConsent } from './agreement-consent.tsx';
import { ApplyBlockedNote } from './apply-blocked-note.tsx';
import { LoanNowBar } from './loan-now-bar.tsx';
import { LoanSummary } from './loan-summary.tsx';
import { PromotionPopup } from './promotion-popup.tsx';
import { RepaymentPlan } from './repayment-plan.tsx';

const text = loanConfirmMessages;

/** What variant 2 adds to the page. */
export interface Variant2Extras {
  repaymentDate: string;
  promotion: Promotion | null;
  buttonText: string;
  buttonMessage: string;
}

/** The confirm page's content, the same for both variants; the calls come in as functions. */
export function ConfirmLoanScreen({
  productId,
  quote,
  agreements,
  openAgreement,
  pushLoan,
  extras,
}: {
  productId: string;
  quote: LoanQuote;
  agreements: readonly Agreement[];
  openAgreement: OpenAgreement;
  pushLoan: PushLoan;
  extras?: Variant2Extras;
}) {
  const [consented, setConsented] = useState(true);
  const loan = useLoanPush(pushLoan);
  const viewer = useAgreementViewer(openAgreement);
  const prompt = useAgreementPrompt(quote.popAgreementUrl);
  const [promotionOpen, setPromotionOpen] = useState(true);
  const blocked = quote.applyBlockedMessage;
  return (
    <>
      {blocked ? <ApplyBlockedNote message={blocked} /> : null}
      <LoanSummary quote={quote} repaymentDate={extras?.repaymentDate} />
      <DetailRows header={text.detailsHeader} rows={quote.details} />
      <RepaymentPlan plans={quote.repay_plans} />
      <AgreementConsent
        agreements={agreements}
        checked={consented}
        onCheckedChange={setConsented}
        onOpen={(position, title) => void viewer.open(position, title)}
      />
      <LoanNowBar
        label={extras?.buttonText || text.loanNow}
        message={blocked ? text.applyBlockedTitle : extras?.buttonMessage}
        enabled={consented && !blocked}
        pending={loan.pending}
        onPress={() => void loan.push(termsOf(quote, productId))}
      />
      <AgreementPopup
        url={viewer.url}
        title={viewer.title}
        actions={[{ key: 'close', text: text.close, onClick: viewer.close, primary: true }]}
      />
      <AgreementPopup
        url={prompt.url}
        title={text.agreementTitle}
        actions={[
          { key: 'cancel', text: text.cancel, onClick: () => void bridge.closeWebview() },
          { key: 'agree', text: text.agree, onClick: prompt.agree, primary: true },
        ]}
      />
      {extras?.promotion ? (
        <PromotionPopup
          promotion={extras.promotion}
          // The agreement asked for on arrival comes first; the promotion follows it.
          visible={promotionOpen && prompt.url === null}
          onClose={() => setPromotionOpen(false)}
        />
      ) : null}
    </>
  );
}
