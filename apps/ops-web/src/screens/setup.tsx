import { MIN_PASSWORD_LENGTH, type SetupStarted } from '@loan/contract/ops';
import { type FormEvent, useState } from 'react';
import { opsCall } from '../lib/ops-http.ts';
import { navigate } from '../lib/router.ts';
import { Alert, Notice } from '../lib/ui.tsx';
import { messageOf } from '../lib/use-ops.ts';

/** The one-time setup link (`/ops/setup#<token>`): a password, then the authenticator. */
export function Setup() {
  const token = window.location.hash.slice(1);
  const [password, setPassword] = useState('');
  const [started, setStarted] = useState<SetupStarted | null>(null);
  const [code, setCode] = useState('');
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      setStarted(await opsCall<SetupStarted>('POST', '/setup', { token, password }));
    } catch (cause) {
      setError(messageOf(cause));
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await opsCall('POST', '/setup/confirm', { token, code });
      setDone(true);
    } catch (cause) {
      setError(messageOf(cause));
    }
  }

  const secret = started ? new URL(started.otpauthUri).searchParams.get('secret') : null;
  return (
    <main className="sign-in">
      <h1>Set up your back-office account</h1>
      {error && <Alert>{error}</Alert>}
      {done ? (
        <>
          <Notice>Your account is ready.</Notice>
          <button type="button" onClick={() => navigate('/')}>
            Sign in
          </button>
        </>
      ) : !started ? (
        <form onSubmit={start} className="stack">
          <label>
            New password (at least {MIN_PASSWORD_LENGTH} characters, not a common one: a passphrase
            of unrelated words)
            <input
              type="password"
              autoComplete="new-password"
              minLength={MIN_PASSWORD_LENGTH}
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
          <button type="submit">Set password</button>
        </form>
      ) : (
        <form onSubmit={confirm} className="stack">
          <p>
            Add this account to your authenticator app (it is shown this once), then enter the code
            it shows.
          </p>
          <p>
            Key: <code data-testid="totp-secret">{secret}</code>
          </p>
          <p className="muted break">
            <code>{started.otpauthUri}</code>
          </p>
          <label>
            Authenticator code
            <input
              inputMode="numeric"
              maxLength={6}
              required
              value={code}
              onChange={(e) => setCode(e.target.value.trim())}
            />
          </label>
          <button type="submit">Finish</button>
        </form>
      )}
    </main>
  );
}
