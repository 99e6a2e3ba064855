import { type FormEvent, useState } from 'react';
import { useSession } from '../lib/session.tsx';
import { Alert, Notice } from '../lib/ui.tsx';
import { messageOf } from '../lib/use-ops.ts';

/** Email and password, then the authenticator's code: the server checks all three at once. */
export function SignIn({ notice }: { notice: string | null }) {
  const { signIn } = useSession();
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function toCode(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setStep('code');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await signIn({ email, password, code });
    } catch (cause) {
      setError(messageOf(cause));
      setPassword('');
      setCode('');
      setStep('password');
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="sign-in">
      <h1>Back office</h1>
      {notice && <Notice>{notice}</Notice>}
      {error && <Alert>{error}</Alert>}
      {step === 'password' ? (
        <form onSubmit={toCode} className="stack">
          <label>
            Email
            <input
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </label>
          <label>
            Password
            <input
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
          <button type="submit">Continue</button>
        </form>
      ) : (
        <form onSubmit={submit} className="stack">
          <p>Enter the 6-digit code your authenticator shows for {email}.</p>
          <label>
            Authenticator code
            <input
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              // biome-ignore lint/a11y/noAutofocus: the one field of this step
              autoFocus
              value={code}
              onChange={(e) => setCode(e.target.value.trim())}
            />
          </label>
          <div className="row">
            <button type="button" className="secondary" onClick={() => setStep('password')}>
              Back
            </button>
            <button type="submit" disabled={busy}>
              Sign in
            </button>
          </div>
        </form>
      )}
    </main>
  );
}
