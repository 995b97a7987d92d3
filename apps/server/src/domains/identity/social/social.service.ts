import { randomInt } from 'node:crypto';
import type { LoginValue } from '@khela/contracts';
import { hourMs, type Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { hashPassword } from '../../../lib/passwords';
import { hashToken, newToken } from '../../../lib/tokens';
import type { MemberDirectory, MemberRow } from '../member/member-directory.service';
import { registrationsPerAddressPerHourMax } from '../registration/registration.service';
import type { SessionService } from '../session/session.service';
import type { ClientMeta } from '../session/session.types';
import type { RequestContext } from '../../../plugins/context';
import type { OpenIdClient, ProviderIdentity } from './social.openid';
import type { SocialRepository } from './social.repository';

export const socialLoginLifetimeMs = 10 * 60_000;
export const socialTicketLifetimeMs = 2 * 60_000;
/** Sign-ins one address may have waiting for a provider at once. */
export const pendingLoginsPerAddressMax = 30;
const returnPathLengthMax = 500;
const emailLengthMax = 254;
/** OpenID Connect caps a subject at 255 ASCII characters. */
const subjectLengthMax = 255;
const usernameSuffixLength = 8;
const usernameAttemptsMax = 5;
const usernameAlphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A site path to come back to; anything else (another site, `//host`, a fragment) is home. */
export function safeReturnPath(value: string | undefined): string {
  if (!value || value.length > returnPathLengthMax) return '/';
  const isSitePath = /^\/(?![/\\])[!-~]*$/.test(value) && !/[#\\]/.test(value);
  return isSitePath ? value : '/';
}

/** Where a provider sends the browser back to; the same at the start and at the exchange. */
function callbackUrlOf(origin: string, key: string): string {
  return `${origin}/wps/social/${key}/callback`;
}

/**
 * A new member's username: the provider's key, an underscore and random letters and digits.
 * Registration's username rule has no underscore, so these never clash with chosen names.
 */
function generatedUsername(key: string): string {
  const suffix = Array.from({ length: usernameSuffixLength }, () =>
    usernameAlphabet.charAt(randomInt(usernameAlphabet.length)),
  ).join('');
  return `${key}_${suffix}`;
}

/** Sign-in through OpenID Connect providers the merchant configured. */
export function createSocialService(deps: {
  repository: SocialRepository;
  members: MemberDirectory;
  sessions: SessionService;
  openId: OpenIdClient;
  clock: Clock;
}) {
  /** Social sign-in is on for the merchant (SOCIALLOGIN) and this provider is enabled. */
  async function enabledProvider(context: RequestContext, key: string) {
    if (context.merchant.flags.SOCIALLOGIN !== true) {
      throw new AppError('social_provider_unavailable');
    }
    const provider = await deps.repository.findEnabled(context.merchant.id, key);
    if (!provider) throw new AppError('social_provider_unavailable');
    return provider;
  }

  /**
   * A member for a provider account seen for the first time. The password is random and never
   * shown: the member signs in through the provider (or sets a password by a reset).
   */
  async function createMember(context: RequestContext, key: string, identity: ProviderIdentity) {
    // A first social sign-in registers: the same per-address limit applies.
    const hourAgo = new Date(deps.clock.now().getTime() - hourMs);
    const registered = await deps.members.countRegistrationsFrom(
      context.merchant.id,
      context.ip,
      hourAgo,
    );
    if (registered >= registrationsPerAddressPerHourMax) throw new AppError('too_many_requests');
    const passwordHash = await hashPassword(newToken());
    const email = identity.isEmailVerified ? identity.email : null;
    for (let attempt = 0; attempt < usernameAttemptsMax; attempt += 1) {
      const inserted = await deps.members.insert({
        merchantId: context.merchant.id,
        username: generatedUsername(key),
        passwordHash,
        email,
        // The provider vouched for the address.
        emailVerifiedAt: email === null ? null : deps.clock.now(),
        payeeName: null,
        referralCode: null,
        registeredIp: context.ip,
        now: deps.clock.now(),
      });
      // A taken name is another member's: try another suffix.
      if (inserted.kind === 'inserted') return inserted.member;
    }
    throw new AppError('social_login_failed', { detail: 'no free username' });
  }

  /**
   * The member linked to the provider account, linking a new member on a first sign-in. Two
   * first sign-ins of one account at the same moment both create a member; the second link
   * loses, its member stays unused and the sign-in continues as the first one's member.
   */
  async function memberFor(
    context: RequestContext,
    key: string,
    identity: ProviderIdentity,
  ): Promise<MemberRow> {
    const merchantId = context.merchant.id;
    let linked = await deps.repository.findIdentity(merchantId, key, identity.subject);
    if (!linked) {
      const created = await createMember(context, key, identity);
      const isLinked = await deps.repository.insertIdentity({
        merchantId,
        providerKey: key,
        subject: identity.subject,
        issuer: identity.issuer,
        memberId: created.id,
        email: identity.email,
        createdAt: deps.clock.now(),
      });
      if (isLinked) return created;
      linked = await deps.repository.findIdentity(merchantId, key, identity.subject);
      if (!linked) throw new Error('a social identity vanished while it was being linked');
    }
    // A subject is unique only within its issuer: another issuer may not claim it.
    if (linked.issuer !== identity.issuer) {
      throw new AppError('social_login_failed', { detail: 'the provider issuer changed' });
    }
    const member = await deps.members.findById(merchantId, linked.memberId);
    if (!member) throw new Error(`social identity links a missing member ${linked.memberId}`);
    return member;
  }

  return {
    /** The merchant's enabled providers; none means the site shows no social buttons. */
    async providers(context: RequestContext): Promise<{ key: string; name: string }[]> {
      if (context.merchant.flags.SOCIALLOGIN !== true) return [];
      const rows = await deps.repository.listEnabled(context.merchant.id);
      return rows.map((row) => ({ key: row.key, name: row.displayName }));
    },

    /**
     * Starts a sign-in: remembers state, nonce and PKCE verifier for 10 minutes and answers the
     * provider's authorization URL, and the state the browser must bring back.
     */
    async start(
      context: RequestContext,
      key: string,
      returnPath: string | undefined,
      origin: string,
    ): Promise<{ location: string; state: string }> {
      const provider = await enabledProvider(context, key);
      const now = deps.clock.now();
      const pending = await deps.repository.countPendingFrom(context.merchant.id, context.ip, now);
      if (pending >= pendingLoginsPerAddressMax) throw new AppError('too_many_requests');
      const authorization = await deps.openId
        .authorize(provider, callbackUrlOf(origin, provider.key))
        .catch((error: unknown) => {
          throw new AppError('social_provider_unavailable', { detail: String(error) });
        });
      await deps.repository.insertLogin({
        stateHash: hashToken(authorization.state),
        merchantId: context.merchant.id,
        providerKey: provider.key,
        codeVerifier: authorization.codeVerifier,
        nonce: authorization.nonce,
        returnPath: safeReturnPath(returnPath),
        requestedIp: context.ip,
        createdAt: now,
        expiresAt: new Date(now.getTime() + socialLoginLifetimeMs),
      });
      await deps.repository.deleteExpired(now);
      return { location: authorization.url.href, state: authorization.state };
    },

    /**
     * Finishes a sign-in at the callback: the state must be this browser's and still pending
     * (it is used up either way), the provider's answer must check out; then the member is
     * found or created and a 2-minute ticket answers for the site to open the session with.
     */
    async complete(
      context: RequestContext,
      key: string,
      answer: URLSearchParams,
      origin: string,
      browserState: string | undefined,
    ): Promise<{ returnPath: string; ticket: string; browserKey: string }> {
      const state = answer.get('state');
      if (!state || state !== browserState) {
        throw new AppError('social_login_failed', { detail: "the state is not this browser's" });
      }
      const merchantId = context.merchant.id;
      const now = deps.clock.now();
      const pending = await deps.repository.takeLogin(merchantId, key, hashToken(state), now);
      if (!pending) throw new AppError('social_login_failed', { detail: 'unknown or late state' });
      const providerError = answer.get('error');
      if (providerError !== null) {
        const code =
          providerError === 'access_denied' ? 'social_login_cancelled' : 'social_login_failed';
        throw new AppError(code, { detail: `the provider answered ${providerError}` });
      }
      const provider = await enabledProvider(context, key);
      const callbackUrl = new URL(callbackUrlOf(origin, key));
      callbackUrl.search = answer.toString();
      const checks = { state, nonce: pending.nonce, codeVerifier: pending.codeVerifier };
      const answered = await deps.openId
        .exchange(provider, callbackUrl, checks)
        .catch((error: unknown) => {
          throw new AppError('social_login_failed', { detail: String(error) });
        });
      if (answered.subject.length > subjectLengthMax) {
        throw new AppError('social_login_failed', { detail: 'the subject is too long' });
      }
      const isEmailKept = answered.email !== null && answered.email.length <= emailLengthMax;
      const identity = { ...answered, email: isEmailKept ? answered.email : null };
      const member = await memberFor(context, key, identity);
      if (member.status !== 'active') throw new AppError('account_disabled');
      const ticket = newToken();
      const browserKey = newToken();
      await deps.repository.insertTicket({
        codeHash: hashToken(ticket),
        browserHash: hashToken(browserKey),
        merchantId,
        memberId: member.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + socialTicketLifetimeMs),
      });
      return { returnPath: pending.returnPath, ticket, browserKey };
    },

    /**
     * Opens the session of a finished sign-in; each ticket works once, for 2 minutes, and
     * only with the key the callback gave the same browser (a ticket sent to someone else in
     * a link cannot sign them into the sender's account).
     */
    async loginWithTicket(
      context: RequestContext,
      ticket: string,
      browserKey: string | undefined,
      meta: ClientMeta,
    ): Promise<LoginValue> {
      const merchantId = context.merchant.id;
      if (!browserKey) throw new AppError('social_ticket_invalid');
      const memberId = await deps.repository.useTicket(
        merchantId,
        hashToken(ticket),
        hashToken(browserKey),
        deps.clock.now(),
      );
      if (!memberId) throw new AppError('social_ticket_invalid');
      const member = await deps.members.findById(merchantId, memberId);
      if (!member || member.status !== 'active') throw new AppError('account_disabled');
      const value = await deps.sessions.openSession(context, member, 'social', meta);
      // The provider vouched for the member; no password took part, so none can be expired.
      return { ...value, passwordExpired: false };
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
