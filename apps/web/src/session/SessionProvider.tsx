import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { agentTypes, trialAccountType } from '@khela/contracts';
import { clearSession, readSession, type Session } from './session';

interface SessionValue extends Session {
  isLoggedIn: boolean;
  isTrial: boolean;
  isAgentAccount: boolean;
  signOut: () => void;
}

const SessionContext = createContext<SessionValue | null>(null);

/** The signed-in state, read from sessionStorage (spec §3). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>(readSession);
  const signOut = useCallback(() => {
    clearSession();
    setSession(readSession());
  }, []);
  const value = useMemo<SessionValue>(
    () => ({
      ...session,
      isLoggedIn: session.token !== null,
      isTrial: session.isAgent === trialAccountType,
      isAgentAccount: (agentTypes as readonly number[]).includes(session.isAgent ?? -1),
      signOut,
    }),
    [session, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
