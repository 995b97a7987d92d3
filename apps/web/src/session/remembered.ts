import { rememberMeMs } from '@khela/contracts';

const key = 'rememberedLogin';

/**
 * What remember-me keeps in this browser for one day: the username, and the server's remember
 * token that opens a new session once (each use hands out a successor). Never the password.
 */
interface Remembered {
  username: string;
  token: string | null;
  expiresAtMs: number;
}

function read(): Remembered | null {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as Remembered | null;
    return stored && stored.expiresAtMs > Date.now() ? stored : null;
  } catch {
    return null;
  }
}

export function rememberedUsername(): string {
  return read()?.username ?? '';
}

export function rememberedToken(): string | null {
  return read()?.token ?? null;
}

/** Keeps the username and token for a day after a sign-in with remember-me; null forgets them. */
export function rememberLogin(login: { username: string; token: string | null } | null): void {
  try {
    if (login) {
      localStorage.setItem(
        key,
        JSON.stringify({ ...login, expiresAtMs: Date.now() + rememberMeMs }),
      );
    } else {
      localStorage.removeItem(key);
    }
  } catch {
    // Without storage nothing is remembered.
  }
}

/** Swaps a used token for its successor, keeping the day that remember-me started. */
export function replaceRememberedToken(token: string | null): void {
  const stored = read();
  if (!stored) return;
  try {
    localStorage.setItem(key, JSON.stringify({ ...stored, token }));
  } catch {
    // Without storage nothing is remembered.
  }
}
