// The part of oidc-provider (an OpenID provider, tests only; it ships no types) the tests use.
declare module 'oidc-provider' {
  import type { RequestListener } from 'node:http';

  /** An account the provider can sign in. */
  interface Account {
    accountId: string;
    claims(): Record<string, unknown> | Promise<Record<string, unknown>>;
  }

  interface Configuration {
    clients?: Record<string, unknown>[];
    findAccount?: (context: unknown, id: string) => Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    jwks?: { keys: Record<string, unknown>[] };
    cookies?: { keys?: string[] };
    /** Lifetimes in seconds, by artefact (AccessToken, Session, ...). */
    ttl?: Record<string, number>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    /** The provider as a Node request listener. */
    callback(): RequestListener;
  }
}
