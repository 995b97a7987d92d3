import { seal as sealWithKey } from '../../../scripts/seal.mjs';
import type { FastifyInstance } from 'fastify';

/** Seals a payload for this app the way the browser does. */
export async function seal(app: FastifyInstance, host: string, payload: unknown) {
  const { value } = (await app.inject({ url: '/wps/system/publicKey', headers: { host } })).json();
  return sealWithKey(value, payload);
}

/** Sends an encrypted call. */
export async function sendSealed(
  app: FastifyInstance,
  options: {
    method: 'POST' | 'PUT';
    url: string;
    host: string;
    payload: unknown;
    language?: string;
    remoteAddress?: string;
  },
) {
  return app.inject({
    method: options.method,
    remoteAddress: options.remoteAddress,
    url: options.url,
    headers: { host: options.host, encryption: 'RSA', language: options.language ?? 'en' },
    payload: await seal(app, options.host, options.payload),
  });
}

/** Signs a member in (sealed, as the site does) and answers the session token. */
export async function signInToken(
  app: FastifyInstance,
  host: string,
  username: string,
  password: string,
): Promise<string> {
  const response = await sendSealed(app, {
    method: 'POST',
    url: '/wps/session/login',
    host,
    payload: { username, password },
  });
  const token = (response.json() as { value?: { token?: string } }).value?.token;
  if (!token) throw new Error(`sign-in of ${username} failed: ${response.body}`);
  return token;
}
