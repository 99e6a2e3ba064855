import {
  BIND_CARD_TYPE_CODE,
  BIND_CHANNEL_CODE,
  BIND_SMS_CODE_FIELD,
  BIND_SOURCE_LOAN_DETAIL,
  SMS_CODE_LENGTH,
  SMS_COUNTDOWN_SECONDS,
} from '@loan/contract';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { bridge } from '@/lib/bridge/bridge.ts';
import { reportCallFailure } from '@/lib/http/call-failure.ts';
import { loanDetailPath, readOrderIds } from '@/lib/order-ids.ts';
import { useNavigate } from '@/lib/router/router.tsx';
import { getPageQueryValue } from '@/lib/session-query.ts';
import { showToast } from '@/lib/toast.ts';
import { useCountdown } from '@/lib/use-countdown.ts';
import { bindCard, sendBindCode } from '../api/bind-card.ts';
import type { CardInit } from '../api/get-card-init.ts';
import { useKeyboardOpen } from '../lib/use-keyboard-open.ts';
import {
  cardTypeItem,
  channelItem,
  defaultCardType,
  defaultChannel,
  visibleItems,
} from '../lib/visible-items.ts';
import { bindBankMessages } from '../messages.ts';
import { BindField } from './bind-field.tsx';
import styles from './bind-form.module.css';
import { CardTypeTabs } from './card-type-tabs.tsx';

const text = bindBankMessages;

/** The fields from the server, the card-type tab, the SMS code for a change, and Next. */
export function BindForm({ init }: { init: CardInit }) {
  const navigate = useNavigate();
  const keyboardOpen = useKeyboardOpen();
  const countdown = useCountdown(SMS_COUNTDOWN_SECONDS);
  const busy = useRef(false);
  const { items } = init;
  const [cardType, setCardType] = useState(() => defaultCardType(items));
  const [values, setValues] = useState<Record<string, string>>(() => ({
    [BIND_CHANNEL_CODE]: String(defaultChannel(items, defaultCardType(items))),
  }));
  const [smsCode, setSmsCode] = useState('');
  const typeItem = cardTypeItem(items);
  const channel = channelItem(items, cardType) ? Number(values[BIND_CHANNEL_CODE] ?? 0) : 0;
  const fields = visibleItems(items, cardType, channel);
  const fromLoanDetail = getPageQueryValue('source') === BIND_SOURCE_LOAN_DETAIL;

  // The shell's bind session runs while the form is shown; a successful binding ends it.
  useEffect(() => {
    bridge.startBank();
  }, []);

  const switchType = (next: number) => {
    setCardType(next);
    setValues((current) => ({
      ...current,
      [BIND_CHANNEL_CODE]: String(defaultChannel(items, next)),
    }));
  };

  const finish = () => {
    bridge.endBank();
    const ids = readOrderIds();
    if (fromLoanDetail && ids) {
      navigate(loanDetailPath(ids).replace('?', `?source=${BIND_SOURCE_LOAN_DETAIL}&`), {
        replace: true,
      });
      return;
    }
    bridge.closeWebview();
  };

  const submit = async () => {
    if (busy.current) return;
    const missing = fields.find((item) => !values[item.code]);
    if (missing) {
      void showToast(text.missing(missing.title));
      return;
    }
    busy.current = true;
    try {
      const payload: Record<string, string> = { [BIND_CARD_TYPE_CODE]: String(cardType) };
      for (const item of fields) payload[item.code] = values[item.code] ?? '';
      if (init.bound && smsCode) payload[BIND_SMS_CODE_FIELD] = smsCode;
      const productId = getPageQueryValue('productId') || getPageQueryValue('product_id');
      if (productId) payload.product_id = productId;
      const result = await bindCard(payload, fromLoanDetail);
      if (!result.success || !result.data) return;
      await showToast(text.bound(result.data.account));
      finish();
    } catch (error) {
      // No answer: the borrower is told, and Next tries again.
      reportCallFailure(error);
    } finally {
      busy.current = false;
    }
  };

  const sendCode = async () => {
    if (countdown.running) return;
    try {
      const result = await sendBindCode();
      if (!result.success) return;
      countdown.start();
      void showToast(text.codeSent);
    } catch (error) {
      reportCallFailure(error);
    }
  };

  return (
    <div className={styles.form}>
      <p className={styles.intro}>{text.intro}</p>
      {init.bound ? (
        <p className={styles.current}>
          {text.current(init.boundAccount)} {text.changeNote}
        </p>
      ) : null}
      {typeItem ? <CardTypeTabs item={typeItem} value={cardType} onChange={switchType} /> : null}
      <section className={styles.fields}>
        {fields.map((item) => (
          <BindField
            key={item.code}
            item={item}
            value={values[item.code] ?? ''}
            onChange={(value) => setValues((current) => ({ ...current, [item.code]: value }))}
          />
        ))}
        {init.bound ? (
          <div className={styles.code}>
            <input
              className={styles.codeInput}
              aria-label={text.smsCode}
              placeholder={text.smsCode}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={SMS_CODE_LENGTH}
              value={smsCode}
              onChange={(event) => setSmsCode(event.target.value.replace(/\D/g, ''))}
            />
            <Button
              variant="secondary"
              size="small"
              disabled={countdown.running}
              onClick={() => void sendCode()}
            >
              {countdown.running ? text.resendIn(countdown.remaining) : text.sendCode}
            </Button>
          </div>
        ) : null}
      </section>
      {keyboardOpen ? null : (
        <div className={styles.next}>
          <Button block onClick={() => void submit()}>
            {text.next}
          </Button>
        </div>
      )}
    </div>
  );
}
