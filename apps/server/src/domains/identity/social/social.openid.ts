import * as client from 'openid-client';
import type { Clock } from '../../../lib/clock';

/** How to reach one provider, as an operator configured it. */
export interface ProviderSettings {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
}

/** An authorisation request on its way to a provider, and the secrets that check its answer. */
export interface PendingAuthorization {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Who the provider says signed in. */
export interface ProviderIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  isEmailVerified: boolean;
}

const requestTimeoutSeconds = 10;
/** Provider metadata is fetched again after this long, so an operator's change shows soon. */
const discoveryCacheMs = 10 * 60_000;
const discoveryCacheEntriesMax = 100;

/** Plain HTTP is allowed only for a provider on this machine (local development and tests). */
function isLocalHttp(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(issuer.hostname);
}

function emailOf(claims: Record<string, unknown>) {
  const email = typeof claims.email === 'string' ? claims.email : null;
  const verified = claims.email_verified;
  return { email, isEmailVerified: verified === true || verified === 'true' };
}

/**
 * The relying party of OpenID Connect (authorization code with PKCE S256, state and nonce),
 * over openid-client, which checks the state, the `iss` answer, PKCE and the ID token.
 */
export function createOpenIdClient(deps: { clock: Clock }) {
  const configurations = new Map<
    string,
    { configuration: client.Configuration; expiresAtMs: number }
  >();

  /** The provider's discovered configuration, cached per issuer and client. */
  async function configurationOf(provider: ProviderSettings): Promise<client.Configuration> {
    const nowMs = deps.clock.now().getTime();
    const cacheKey = JSON.stringify([provider.issuerUrl, provider.clientId, provider.clientSecret]);
    const cached = configurations.get(cacheKey);
    if (cached && cached.expiresAtMs > nowMs) return cached.configuration;
    const issuer = new URL(provider.issuerUrl);
    const configuration = await client.discovery(
      issuer,
      provider.clientId,
      provider.clientSecret,
      undefined,
      {
        execute: isLocalHttp(issuer) ? [client.allowInsecureRequests] : [],
        timeout: requestTimeoutSeconds,
      },
    );
    if (configurations.size >= discoveryCacheEntriesMax) configurations.clear();
    configurations.set(cacheKey, { configuration, expiresAtMs: nowMs + discoveryCacheMs });
    return configuration;
  }

  return {
    /** The provider's authorization URL for a new sign-in, with fresh state, nonce and PKCE. */
    async authorize(
      provider: ProviderSettings,
      redirectUri: string,
    ): Promise<PendingAuthorization> {
      const configuration = await configurationOf(provider);
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: provider.scopes,
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url, state, nonce, codeVerifier };
    },

    /**
     * Checks the provider's answer at the callback URL and exchanges its code. The e-mail comes
     * from the ID token, or from userinfo when the provider keeps it there.
     */
    async exchange(
      provider: ProviderSettings,
      callbackUrl: URL,
      checks: Omit<PendingAuthorization, 'url'>,
    ): Promise<ProviderIdentity> {
      const configuration = await configurationOf(provider);
      const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider answered without an ID token');
      let contact = emailOf(claims);
      if (contact.email === null && configuration.serverMetadata().userinfo_endpoint) {
        const userInfo = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
        contact = emailOf(userInfo);
      }
      return { issuer: claims.iss, subject: claims.sub, ...contact };
    },
  };
}

export type OpenIdClient = ReturnType<typeof createOpenIdClient>;
