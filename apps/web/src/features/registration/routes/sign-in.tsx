import {
  APP_ROUTES,
  isMobileNumber,
  LANG_QUERY_KEY,
  localeOf,
  SMS_CODE_LENGTH,
  SMS_COUNTDOWN_SECONDS,
} from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { useRef, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { Page } from '@/components/page.tsx';
import { callEndpoint } from '@/lib/http/call-endpoint.ts';
import { reportCallFailure } from '@/lib/http/call-failure.ts';
import { pageLocation } from '@/lib/page-location.ts';
import { returnPath, SIGN_IN_REASON, withSessionId } from '@/lib/return-path.ts';
import type { Screen } from '@/lib/screen.ts';
import { getPageQueryValue } from '@/lib/session-query.ts';
import { showToast } from '@/lib/toast.ts';
import { useCountdown } from '@/lib/use-countdown.ts';
import { MobileField, SmsCodeField } from '../components/phone-code-fields.tsx';
import styles from '../components/registration-form.module.css';
import { registrationMessages } from '../messages.ts';

const text = registrationMessages;

/** Why the page was opened, from the bridge's go-to-login (`reason`): said above the form. */
function leadText(reason: string): string {
  if (reason === SIGN_IN_REASON.expired) return text.signInExpired;
  if (reason === SIGN_IN_REASON.required) return text.signInRequired;
  return text.signInLead;
}

/**
 * A borrower's sign-in in a plain browser: mobile number and SMS code; back to the page they came
 * from (`redirect`, an in-app path only) with the new session, or to My loans.
 */
export function SignInRoute() {
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const countdown = useCountdown(SMS_COUNTDOWN_SECONDS);
  const busy = useRef(false);
  const mobileValid = isMobileNumber(mobile);

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
      // A page opened in a language (`lang`) is the borrower's choice: saved with the session.
      const lang = localeOf(getPageQueryValue(LANG_QUERY_KEY));
      const result = await callEndpoint(
        endpoints.login,
        { phone: mobile, code, ...(lang ? { lang } : {}) },
        { loading: text.loading },
      );
      if (!result.success || !result.data) return;
      const back = returnPath(getPageQueryValue('redirect') || null) ?? APP_ROUTES.myLoans;
      pageLocation.assign(withSessionId(back, result.data.sessionid, lang));
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
        <p className={styles.agreement}>{leadText(getPageQueryValue('reason'))}</p>
        <MobileField value={mobile} onChange={setMobile} />
        <SmsCodeField
          value={code}
          onChange={setCode}
          filter={(typed) => typed.replace(/\D/g, '')}
          countdown={countdown}
          onGetCode={() => void sendCode()}
        />
        <Button type="submit" block className={styles.apply}>
          {text.signIn}
        </Button>
      </form>
    </Page>
  );
}

// It reads the browser's own address and leaves with a new session: rendered there.
export const screen: Screen = { Component: SignInRoute, clientOnly: true };
