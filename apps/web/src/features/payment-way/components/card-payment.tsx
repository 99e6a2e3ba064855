import { LEGACY_NEED_VALID, LEGACY_SEND_MSG, LEGACY_SMS_RESEND_SECONDS } from '@loan/contract';
import { useRef, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { formatCurrency } from '@/lib/format/currency.ts';
import { loanDetailPath, type OrderIds } from '@/lib/order-ids.ts';
import { pageLocation } from '@/lib/page-location.ts';
import { useNavigate } from '@/lib/router/router.tsx';
import { safeUrl } from '@/lib/safe-url.ts';
import { showToast } from '@/lib/toast.ts';
import { useCountdown } from '@/lib/use-countdown.ts';
import { commitRepayment } from '../api/commit-repayment.ts';
import { confirmRepayment } from '../api/confirm-repayment.ts';
import type { RepaymentWay } from '../api/get-repayment-way.ts';
import { requestPayCodeUrl } from '../api/request-pay-code-url.ts';
import { paymentWayMessages } from '../messages.ts';
import { CardList } from './card-list.tsx';
import styles from './card-payment.module.css';
import { ChangeAccountLink } from './change-account-link.tsx';
import { SmsCodeDialog } from './sms-code-dialog.tsx';

const text = paymentWayMessages;
const NO_CARD = -1;

/** The one payout account, as the card list names it, if there is one. */
function currentAccount(way: RepaymentWay): string | null {
  const card = way.bankCards[0];
  return card ? text.cardLabel(card.bankName, card.cardNo) : null;
}

/** Choose a saved card, pay, confirm with the SMS code; or bind a card, or pay by code. */
export function CardPayment({ way, ids }: { way: RepaymentWay; ids: OrderIds }) {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState(NO_CARD);
  const [recordId, setRecordId] = useState<string | null>(null);
  const countdown = useCountdown(LEGACY_SMS_RESEND_SECONDS);
  const busy = useRef(false);

  const once = async (work: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await work();
    } finally {
      busy.current = false;
    }
  };

  const commit = () =>
    once(async () => {
      const card = way.bankCards[chosen];
      if (!card) {
        void showToast(text.chooseCardFirst);
        return;
      }
      const result = await commitRepayment({
        amount: way.amount,
        bankName: card.bankName,
        cardId: card.id,
        cardNo: card.cardNo,
        couponId: '',
        orderId: way.orderId,
        repayToken: way.repayToken,
        bankCode: card.bankCode,
        sendMsg: LEGACY_SEND_MSG,
      });
      if (!result.success || !result.data) return;
      if (result.data.needValid === LEGACY_NEED_VALID) {
        setRecordId(result.data.repayRecordId);
        countdown.start();
      } else {
        navigate(loanDetailPath(ids), { replace: true });
      }
    });

  const confirm = (verifyCode: string) =>
    once(async () => {
      if (!recordId) return;
      const result = await confirmRepayment({
        orderId: way.orderId,
        verifyCode,
        repaymentRecordId: recordId,
      });
      if (!result.success) return;
      countdown.stop();
      setRecordId(null);
      void showToast(text.paid);
      navigate(loanDetailPath(ids), { replace: true });
    });

  const cancel = () => {
    countdown.stop();
    setRecordId(null);
  };

  const payByCode = () =>
    once(async () => {
      const result = await requestPayCodeUrl({ orderId: way.orderId, amount: way.amount });
      if (!result.success || !result.data) return;
      const target = safeUrl(result.data.url);
      if (target) pageLocation.assign(target);
      else void showToast(text.linkBlocked);
    });

  return (
    <>
      <section className={styles.amount}>
        <span>{text.amount}</span>
        <strong className={styles.value}>{formatCurrency(way.amount)}</strong>
      </section>
      <h2 className={styles.heading}>{text.cards}</h2>
      <CardList cards={way.bankCards} chosen={chosen} onChoose={setChosen} />
      <ChangeAccountLink ids={ids} current={currentAccount(way)} />
      <div className={styles.actions}>
        <Button block onClick={() => void commit()}>
          {text.pay}
        </Button>
        {way.alipay === 1 ? (
          <Button block variant="secondary" onClick={() => void payByCode()}>
            {text.payByCode}
          </Button>
        ) : null}
      </div>
      <SmsCodeDialog
        visible={recordId !== null}
        secondsLeft={countdown.remaining}
        onResend={() => void commit()}
        onCancel={cancel}
        onConfirm={(code) => void confirm(code)}
      />
    </>
  );
}
