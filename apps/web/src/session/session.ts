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

/** Clears the session keys and nothing else. */
export function clearSession(): void {
  for (const key of Object.values(keys)) sessionStorage.removeItem(key);
}
