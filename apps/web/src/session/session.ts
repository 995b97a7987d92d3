/** What the site keeps of a signed-in session (spec §3): sessionStorage token, isAgent, username. */
export interface Session {
  token: string | null;
  isAgent: number | null;
  username: string | null;
}

const keys = { token: 'token', isAgent: 'isAgent', username: 'username' } as const;

/** Reads the session from sessionStorage. */
export function readSession(): Session {
  try {
    const isAgentText = sessionStorage.getItem(keys.isAgent);
    const isAgent = isAgentText === null ? null : Number(isAgentText);
    return {
      token: sessionStorage.getItem(keys.token),
      isAgent: Number.isInteger(isAgent) ? isAgent : null,
      username: sessionStorage.getItem(keys.username),
    };
  } catch {
    return { token: null, isAgent: null, username: null };
  }
}

/** Stores a new session after sign-in or registration. */
export function writeSession(session: { token: string; username: string; isAgent: number }): void {
  sessionStorage.setItem(keys.token, session.token);
  sessionStorage.setItem(keys.username, session.username);
  sessionStorage.setItem(keys.isAgent, String(session.isAgent));
}

/** Clears the session keys and nothing else. */
export function clearSession(): void {
  for (const key of Object.values(keys)) sessionStorage.removeItem(key);
}
