import type { OpsSession, Permission, SignInBody } from '@loan/contract/ops';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { OpsError, onSessionEnd, opsCall, setCsrfToken } from './ops-http.ts';

export type SessionState =
  | { kind: 'loading' }
  | { kind: 'signed-out'; notice: string | null }
  | { kind: 'signed-in'; session: OpsSession };

interface SessionApi {
  state: SessionState;
  signIn: (body: SignInBody) => Promise<void>;
  signOut: () => Promise<void>;
  may: (permission: Permission) => boolean;
}

const SessionContext = createContext<SessionApi | null>(null);

export const IDLE_NOTICE =
  'Your session ended after 30 minutes without activity, or was signed out elsewhere. Sign in again.';

/** The signed-in operator: their role, permissions and the CSRF token of every write. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ kind: 'loading' });

  const adopt = useCallback((session: OpsSession) => {
    setCsrfToken(session.csrfToken);
    setState({ kind: 'signed-in', session });
  }, []);

  useEffect(() => {
    onSessionEnd(() => {
      setCsrfToken('');
      setState({ kind: 'signed-out', notice: IDLE_NOTICE });
    });
    opsCall<OpsSession>('GET', '/session')
      .then(adopt)
      .catch(() => setState({ kind: 'signed-out', notice: null }));
  }, [adopt]);

  const signIn = useCallback(
    async (body: SignInBody) => {
      await opsCall('POST', '/session', body);
      adopt(await opsCall<OpsSession>('GET', '/session'));
    },
    [adopt],
  );

  const signOut = useCallback(async () => {
    try {
      await opsCall('DELETE', '/session');
    } catch (error) {
      if (!(error instanceof OpsError)) throw error;
    }
    setCsrfToken('');
    setState({ kind: 'signed-out', notice: 'Signed out.' });
  }, []);

  const may = useCallback(
    (permission: Permission) =>
      state.kind === 'signed-in' && state.session.permissions.includes(permission),
    [state],
  );

  return (
    <SessionContext.Provider value={{ state, signIn, signOut, may }}>
      {children}
    </SessionContext.Provider>
  );
}

export function useSession(): SessionApi {
  const api = useContext(SessionContext);
  if (!api) throw new Error('useSession outside SessionProvider');
  return api;
}
