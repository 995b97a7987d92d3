import { rememberMeMs } from '@khela/contracts';

const key = 'rememberedUsername';

/** The username kept by remember-me, for one day; never the password. */
export function rememberedUsername(): string {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as {
      username: string;
      expiresAtMs: number;
    } | null;
    if (!stored || stored.expiresAtMs < Date.now()) return '';
    return stored.username;
  } catch {
    return '';
  }
}

/** Keeps or forgets the username for the next visit. */
export function rememberUsername(username: string | null): void {
  try {
    if (username)
      localStorage.setItem(
        key,
        JSON.stringify({ username, expiresAtMs: Date.now() + rememberMeMs }),
      );
    else localStorage.removeItem(key);
  } catch {
    // Without storage the username is simply not remembered.
  }
}
