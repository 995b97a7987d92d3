import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** The client our site is registered as at the local provider. */
export const siteClient = {
  clientId: 'khela-site',
  clientSecret: 'test-client-secret-0123456789abcdef',
};

/**
 * A real OpenID provider on a free port of 127.0.0.1 (oidc-provider with its own sign-in and
 * consent pages, which take any login as the subject, e-mail `<login>@mail.test`).
 */
export async function startOpenIdProvider(redirectUris: string[]) {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = privateKey.export({ format: 'jwk' });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: siteClient.clientId,
        client_secret: siteClient.clientSecret,
        token_endpoint_auth_method: 'client_secret_post',
        redirect_uris: redirectUris,
      },
    ],
    findAccount: async (_context, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: `${id}@mail.test`, email_verified: true }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    jwks: { keys: [{ ...signingKey, kid: 'test-signing-key' }] },
    cookies: { keys: ['test-cookie-signing-key'] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
