import { DEMO_BORROWER_PHONE } from '@loan/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { withSessionId } from '@/lib/return-path.ts';
import { useLoginWithDevCode } from '../api/login-with-dev-code.ts';
import { testPreviewMessages } from '../messages.ts';
import styles from './test-preview.module.css';

const text = testPreviewMessages;

/**
 * Phone -> login code -> the code from the development SMS route -> login; the new session id
 * goes into the session field. With a return path (the browser go-to-login fallback) it then
 * offers the way back, logged in.
 */
export function LoginBox({
  returnTo,
  onSession,
}: {
  returnTo: string | null;
  onSession: (sessionid: string) => void;
}) {
  const [phone, setPhone] = useState(DEMO_BORROWER_PHONE);
  const login = useLoginWithDevCode();
  const sessionid = login.data ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate(phone.trim(), {
      onSuccess: (result) => {
        if (result) onSession(result);
      },
    });
  };

  let status: string | null = null;
  if (login.isPending) status = text.loggingIn;
  else if (login.isError || (login.isSuccess && !sessionid)) status = text.loginFailed;
  else if (sessionid) status = text.loggedIn;

  return (
    <section className={styles.card} aria-labelledby="login-box">
      <h2 id="login-box">{text.loginHeader}</h2>
      <form className={styles.fields} onSubmit={submit}>
        <label>
          {text.phone}
          <input
            name="phone"
            type="tel"
            inputMode="numeric"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
        </label>
        <Button type="submit" block loading={login.isPending}>
          {text.logIn}
        </Button>
      </form>
      {status ? (
        <p className={styles.status} role="status">
          {status}
        </p>
      ) : null}
      {sessionid && returnTo ? (
        <p className={styles.status}>
          <a href={withSessionId(returnTo, sessionid)}>{text.returnTo(returnTo)}</a>
        </p>
      ) : null}
    </section>
  );
}
