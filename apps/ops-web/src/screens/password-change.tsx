import {
  MIN_PASSWORD_LENGTH,
  type PasswordChangeBody,
  type PasswordChanged,
} from '@loan/contract/ops';
import { type FormEvent, useState } from 'react';
import { opsCall } from '../lib/ops-http.ts';
import { Alert, Notice } from '../lib/ui.tsx';
import { messageOf } from '../lib/use-ops.ts';

/** The signed-in operator's own password: the current one and an authenticator code prove it. */
export function PasswordChange() {
  const [form, setForm] = useState<PasswordChangeBody>({
    currentPassword: '',
    newPassword: '',
    code: '',
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<PasswordChanged | null>(null);
  const field = (name: keyof PasswordChangeBody) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm({ ...form, [name]: event.target.value }),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      setDone(await opsCall<PasswordChanged>('POST', '/session/password', form));
      setForm({ currentPassword: '', newPassword: '', code: '' });
    } catch (cause) {
      setError(messageOf(cause));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section>
      <h1>Change your password</h1>
      <form onSubmit={submit} className="filters" aria-label="Change your password">
        <label className="wide">
          Current password
          <input
            type="password"
            autoComplete="current-password"
            required
            {...field('currentPassword')}
          />
        </label>
        <label className="wide">
          New password (at least {MIN_PASSWORD_LENGTH} characters, not a common one)
          <input
            type="password"
            autoComplete="new-password"
            minLength={MIN_PASSWORD_LENGTH}
            required
            {...field('newPassword')}
          />
        </label>
        <label>
          Authenticator code
          <input inputMode="numeric" autoComplete="one-time-code" required {...field('code')} />
        </label>
        <button type="submit" disabled={busy}>
          Change password
        </button>
      </form>
      {error && <Alert>{error}</Alert>}
      {done && (
        <Notice>
          Your password is changed. {done.otherSessionsEnded} other session
          {done.otherSessionsEnded === 1 ? '' : 's'} ended.
        </Notice>
      )}
    </section>
  );
}
