import type { endpoints, Locale, ResponseOf } from '@loan/contract';
import { listMessages, messageSettings } from '../messages/messages.service.ts';
import type { LoanDeps } from '../order/loan-deps.ts';
import { listOwnLoans } from '../order/own-loans.service.ts';
import { payoutAccountText } from '../payout/payout.service.ts';
import { repaymentHistory } from '../repayment/repayment-history.service.ts';

type MyLoans = ResponseOf<typeof endpoints.myLoans>;

/**
 * The borrower's home: the loan being repaid with the order page's figures, the payout account,
 * every order, every payment with its receipt (the payments page's own answer per loan) and the
 * messages. Each part comes from its module's service.
 */
export async function myLoans(deps: LoanDeps, userId: string, lang: Locale): Promise<MyLoans> {
  const [{ loans, current }, payoutAccount, inbox, settings] = await Promise.all([
    listOwnLoans(deps, userId),
    payoutAccountText(deps, userId),
    listMessages(deps, userId, lang),
    messageSettings(deps, userId),
  ]);
  const histories = await Promise.all(
    loans
      .filter((loan) => loan.released)
      .map((loan) => repaymentHistory(deps, userId, loan.orderId)),
  );
  const payments = histories
    .flatMap((history) => history.payments)
    .sort((a, b) => Date.parse(b.paidAt) - Date.parse(a.paidAt));
  return { current, payoutAccount, loans, payments, ...inbox, ...settings };
}
