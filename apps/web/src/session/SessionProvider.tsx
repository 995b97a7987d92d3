import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { isAgentType, trialAccountType, type LoginValue } from '@khela/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, sessionEndedEvent } from '../api/client';
import { rememberedToken, rememberLogin, replaceRememberedToken } from './remembered';
import { clearSession, readSession, writeSession, type Session } from './session';
import { sessionKeys, useLogoutRequest, useRememberedLogin, useSessionCheck } from './session.api';

interface SessionValue extends Session {
  isLoggedIn: boolean;
  isTrial: boolean;
  isAgentAccount: boolean;
  /** A password change is due (first sign-in with an operator-set password, or expiry). */
  isPasswordChangeDue: boolean;
  signIn: (value: LoginValue) => void;
  signOut: () => Promise<void>;
  markPasswordChanged: () => void;
  /** Asks the server for the member's account type again (it changes when made an agent). */
  refreshAccountType: () => void;
}

// The spec's 'cpw' session item: set while a forced password change is pending.
const passwordChangeKey = 'cpw';

const SessionContext = createContext<SessionValue | null>(null);

/** The signed-in state, kept in sessionStorage (spec §3). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { mutateAsync: endServerSession } = useLogoutRequest();
  const { mutateAsync: signInRemembered } = useRememberedLogin();
  const [session, setSession] = useState<Session>(readSession);
  const [isPasswordChangeDue, setIsPasswordChangeDue] = useState(
    () => sessionStorage.getItem(passwordChangeKey) === '1',
  );
  const signIn = useCallback(
    (value: LoginValue) => {
      writeSession({ token: value.token, username: value.userName, isAgent: value.isAgent });
      if (value.passwordExpired) sessionStorage.setItem(passwordChangeKey, '1');
      else sessionStorage.removeItem(passwordChangeKey);
      setIsPasswordChangeDue(value.passwordExpired);
      setSession(readSession());
      void queryClient.invalidateQueries();
    },
    [queryClient],
  );
  const signOut = useCallback(async () => {
    // This browser forgets the session first, so nothing (the balance stream reconnecting,
    // a refetch) calls with a token the server is about to end; then the server forgets the
    // session and this browser's remember token. Even if that call fails, both are gone here.
    const { token } = readSession();
    const rememberToken = rememberedToken() ?? undefined;
    rememberLogin(null);
    clearSession();
    sessionStorage.removeItem(passwordChangeKey);
    setIsPasswordChangeDue(false);
    setSession(readSession());
    // The member's data goes; the site configuration stays (screens need it to render).
    await queryClient.cancelQueries({ predicate: (query) => query.queryKey[0] !== 'system' });
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'system' });
    if (!token && !rememberToken) return;
    await endServerSession({ token, rememberToken }).catch(() => undefined);
  }, [queryClient, endServerSession]);
  const markPasswordChanged = useCallback(() => {
    sessionStorage.removeItem(passwordChangeKey);
    setIsPasswordChangeDue(false);
  }, []);
  useEffect(() => {
    function forget() {
      clearSession();
      setSession(readSession());
    }
    window.addEventListener(sessionEndedEvent, forget);
    return () => window.removeEventListener(sessionEndedEvent, forget);
  }, []);
  // A new tab or visit without a session: a remembered browser signs in again, once.
  const isRestoreTried = useRef(false);
  useEffect(() => {
    const token = rememberedToken();
    if (isRestoreTried.current || readSession().token !== null || !token) return;
    isRestoreTried.current = true;
    signInRemembered(token)
      .then((value) => {
        replaceRememberedToken(value.rememberToken ?? null);
        signIn(value);
      })
      .catch((failure: unknown) => {
        // Only a refused token is forgotten, and only if another tab has not replaced it.
        const isRefused = failure instanceof ApiError && failure.code === 'remember_token_invalid';
        if (isRefused && rememberedToken() === token) replaceRememberedToken(null);
      });
  }, [signIn, signInRemembered]);
  // Checks a stored token once per page load; a refused one ends the session (see above). The
  // answer's account type is the member's now (an approved application makes an agent), and
  // the stored one follows it.
  const accountType = useSessionCheck(session.token).data?.type;
  const isAgent = accountType ?? session.isAgent;
  useEffect(() => {
    const stored = readSession();
    if (accountType === undefined || stored.isAgent === accountType) return;
    if (stored.token === null || stored.username === null) return;
    writeSession({ token: stored.token, username: stored.username, isAgent: accountType });
  }, [accountType]);
  const refreshAccountType = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: sessionKeys.memberInfo(readSession().token) });
  }, [queryClient]);
  const value = useMemo<SessionValue>(
    () => ({
      ...session,
      isAgent,
      isLoggedIn: session.token !== null,
      isTrial: isAgent === trialAccountType,
      isAgentAccount: isAgentType(isAgent),
      isPasswordChangeDue,
      signIn,
      signOut,
      markPasswordChanged,
      refreshAccountType,
    }),
    [
      session,
      isAgent,
      isPasswordChangeDue,
      signIn,
      signOut,
      markPasswordChanged,
      refreshAccountType,
    ],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
