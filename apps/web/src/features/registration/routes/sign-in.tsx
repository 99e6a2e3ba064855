import {
  MOBILE_NUMBER_PATTERN,
  REGISTRATION_MOBILE_LENGTH,
  SMS_CODE_LENGTH,
  SMS_COUNTDOWN_SECONDS,
} from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { Page } from '@/components/page.tsx';
import { callEndpoint } from '@/lib/http/call-endpoint.ts';
import { reportCallFailure } from '@/lib/http/call-failure.ts';
import { pageLocation } from '@/lib/page-location.ts';
import { returnPath, withSessionId } from '@/lib/return-path.ts';
import type { Screen } from '@/lib/screen.ts';
import { getPageQueryValue } from '@/lib/session-query.ts';
import { showToast } from '@/lib/toast.ts';
import { useCountdown } from '@/lib/use-countdown.ts';
import styles from '../components/registration-form.module.css';
import { registrationMessages } from '../messages.ts';

const text = registrationMessages;

/**
 * A borrower's sign-in in a plain browser: mobile number and SMS code; back to the page they came
 * from (`redirect`, an in-app path only) with the new session.
 */
export function SignInRoute() {
  const ids = { mobile: useId(), code: useId() };
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [signedIn, setSignedIn] = useState(false);
  const countdown = useCountdown(SMS_COUNTDOWN_SECONDS);
  const busy = useRef(false);
  const mobileValid = MOBILE_NUMBER_PATTERN.test(mobile);

  const sendCode = async () => {
    if (countdown.running) return void showToast(text.smsTooSoon);
    if (!mobileValid) return void showToast(text.mobileInvalid);
    try {
      const result = await callEndpoint(
        endpoints.loginCode,
        { phone: mobile },
        { loading: text.loading },
      );
      if (!result.success) return;
      void showToast(text.smsSent);
      countdown.start();
    } catch (error) {
      reportCallFailure(error);
    }
  };

  const signIn = async () => {
    if (busy.current) return;
    if (!mobileValid) return void showToast(text.mobileInvalid);
    if (code.length !== SMS_CODE_LENGTH) return void showToast(text.smsInvalid);
    busy.current = true;
    try {
      const result = await callEndpoint(
        endpoints.login,
        { phone: mobile, code },
        { loading: text.loading },
      );
      if (!result.success || !result.data) return;
      const back = returnPath(getPageQueryValue('redirect') || null);
      if (back) pageLocation.assign(withSessionId(back, result.data.sessionid));
      else setSignedIn(true);
    } catch (error) {
      // No answer: the borrower is told, and Sign in tries again.
      reportCallFailure(error);
    } finally {
      busy.current = false;
    }
  };

  return (
    <Page title={text.signInTitle}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void signIn();
        }}
      >
        <p className={styles.agreement}>{signedIn ? text.signInNoReturn : text.signInLead}</p>
        <label htmlFor={ids.mobile} className={styles.label}>
          {text.mobile}
        </label>
        <input
          id={ids.mobile}
          className={styles.input}
          inputMode="numeric"
          autoComplete="tel"
          maxLength={REGISTRATION_MOBILE_LENGTH}
          placeholder={text.mobilePlaceholder}
          value={mobile}
          onChange={(event) =>
            setMobile(event.target.value.replace(/\D/g, '').slice(0, REGISTRATION_MOBILE_LENGTH))
          }
        />
        <label htmlFor={ids.code} className={styles.label}>
          {text.smsCode}
        </label>
        <div className={styles.row}>
          <input
            id={ids.code}
            className={styles.input}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SMS_CODE_LENGTH}
            placeholder={text.smsCodePlaceholder}
            value={code}
            onChange={(event) =>
              setCode(event.target.value.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH))
            }
          />
          <Button
            variant="secondary"
            size="small"
            disabled={countdown.running}
            onClick={() => void sendCode()}
          >
            {countdown.running ? text.countdown(countdown.remaining) : text.getCode}
          </Button>
        </div>
        <Button type="submit" block className={styles.apply}>
          {text.signIn}
        </Button>
      </form>
    </Page>
  );
}

// It reads the browser's own address and leaves with a new session: rendered there.
export const screen: Screen = { Component: SignInRoute, clientOnly: true };
