import { PAY_CODE_IS_DELAY, PAY_CODE_IS_INSTALMENT } from '@loan/contract';
import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import type { OrderIds } from '@/lib/order-ids.ts';
import { pageLocation } from '@/lib/page-location.ts';
import { safeUrl } from '@/lib/safe-url.ts';
import { withSessionIfInApp } from '@/lib/session-query.ts';
import { showToast } from '@/lib/toast.ts';
import { useGeneratePayCode } from '../api/generate-pay-code.ts';
import { repaymentMessages } from '../messages.ts';
import { ChannelPicker, type RepayChannel } from './channel-picker.tsx';
import styles from './pay-panel.module.css';

const text = repaymentMessages;

/**
 * Payment Method (the channel picker, first channel chosen) and Payment: a pay code for the
 * amount through the chosen channel, then its pay URL, through the redirect guard.
 */
export function PayPanel({
  ids,
  channels,
  amount,
  delay,
}: {
  ids: OrderIds;
  channels: readonly RepayChannel[];
  /** Minor units. */
  amount: number;
  delay: boolean;
}) {
  const [chosen, setChosen] = useState<RepayChannel | null>(channels[0] ?? null);
  const [picking, setPicking] = useState(false);
  const payCode = useGeneratePayCode();

  const pay = async () => {
    if (payCode.isPending) return;
    if (amount <= 0) {
      void showToast(text.nothingDue);
      return;
    }
    if (!chosen) {
      void showToast(text.chooseChannel);
      return;
    }
    const result = await payCode.mutateAsync({
      productId: ids.productId,
      orderId: ids.orderId,
      amount,
      isDelay: delay ? PAY_CODE_IS_DELAY : PAY_CODE_IS_INSTALMENT,
      channelNumber: chosen.channel_number,
    });
    // A business failure was already toasted by the client.
    if (!result.success || !result.data) return;
    const target = safeUrl(result.data.payUrl);
    // The app's own pay code page opens with the session and language, so "Back to my order"
    // needs no second sign-in.
    if (target) pageLocation.assign(withSessionIfInApp(target));
    else void showToast(text.payLinkBlocked);
  };

  return (
    <div className={styles.panel}>
      <button
        type="button"
        className={styles.method}
        aria-haspopup="dialog"
        onClick={() => setPicking(true)}
      >
        <span className={styles.methodLabel}>{text.paymentMethod}</span>
        <span className={styles.methodValue}>
          {chosen ? (
            // Decoration beside the name: fetched after the page's text has painted, it does not
            // open a connection of its own before the first paint on a slow network.
            <img
              className={styles.logo}
              src={chosen.logo}
              alt=""
              width={24}
              height={24}
              loading="lazy"
            />
          ) : null}
          {chosen?.name ?? text.choose}
          <span aria-hidden="true"> ›</span>
        </span>
      </button>
      <Button block loading={payCode.isPending} onClick={() => void pay()}>
        {text.payment}
      </Button>
      <ChannelPicker
        visible={picking}
        channels={channels}
        chosen={chosen?.channel_number ?? null}
        onChoose={(channel) => {
          setChosen(channel);
          setPicking(false);
        }}
        onClose={() => setPicking(false)}
      />
    </div>
  );
}
