import { APP_ROUTES, RATING_NATIVE_THRESHOLD, SOURCE_LOAN_DETAIL_QUERY } from '@loan/contract';
import { bridge } from '@/lib/bridge/bridge.ts';
import { lazyPart } from '@/lib/lazy-part.tsx';
import { type OrderIds, orderPath } from '@/lib/order-ids.ts';
import { useNavigate } from '@/lib/router/router.tsx';
import type { LoanDetails } from '../api/get-loan-details.ts';
import { isBankTipFlagSet } from '../lib/bank-tip-flag.ts';
import { dialogsDueFor, useDialogQueue } from '../lib/dialog-queue.ts';
import { openWithdrawal } from '../lib/open-withdrawal.ts';
import { BankCardDialog } from './bank-card-dialog.tsx';
import { KindTipsDialog } from './kind-tips-dialog.tsx';
import { RatingResultDialog } from './rating-result-dialog.tsx';
import { WithdrawPrompt } from './withdraw-prompt.tsx';

// Asked of few orders, and with its star picker the heaviest of the dialogs: loaded when shown.
const RatingDialog = lazyPart('src/features/loan-details/components/rating-dialog.tsx', () =>
  import('./rating-dialog.tsx').then((module) => module.RatingDialog),
);

/** Kind tips, the withdraw prompt, the rating and its result, and the bank-card dialog. */
export function LoanDetailDialogs({ details, ids }: { details: LoanDetails; ids: OrderIds }) {
  const navigate = useNavigate();
  const dialogs = useDialogQueue(dialogsDueFor(details, isBankTipFlagSet()));

  const withdraw = () => {
    dialogs.close('withdraw');
    openWithdrawal(details.h5Url);
  };
  const bindCard = () => {
    dialogs.close('bankCard');
    navigate(orderPath(APP_ROUTES.bindBank, ids, SOURCE_LOAN_DETAIL_QUERY));
  };
  const rated = (stars: number) => {
    dialogs.close('rating');
    if (stars >= RATING_NATIVE_THRESHOLD) bridge.goRate();
    else dialogs.show('ratingResult');
  };

  return (
    <>
      <WithdrawPrompt
        visible={dialogs.active === 'withdraw'}
        message={details.reyMsg}
        onCancel={() => dialogs.close('withdraw')}
        onWithdraw={withdraw}
      />
      <BankCardDialog
        visible={dialogs.active === 'bankCard'}
        title={details.cardPopTitle}
        message={details.cardPopMsg}
        onClose={() => dialogs.close('bankCard')}
        onBind={bindCard}
      />
      <KindTipsDialog
        visible={dialogs.active === 'kindTips'}
        message={details.KindTipsMsg ?? ''}
        onConfirm={() => dialogs.close('kindTips')}
      />
      {dialogs.active === 'rating' ? (
        <RatingDialog visible onCancel={() => dialogs.close('rating')} onRated={rated} />
      ) : null}
      <RatingResultDialog
        visible={dialogs.active === 'ratingResult'}
        onClose={() => dialogs.close('ratingResult')}
      />
    </>
  );
}
