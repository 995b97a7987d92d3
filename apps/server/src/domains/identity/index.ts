// The identity domain's front door: registration, sign-in and sessions, passwords, social
// sign-in, captcha, the human check, text messages and mail, the member's profile and
// security settings. Other domains import only this.
import type { RedisCounters } from '../../lib/redis-counters';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { Envelope } from '../../plugins/envelope';
import { createMemberAuth } from '../../plugins/member-auth';
import { createRouteScopes, type RouteScopes } from '../../plugins/route-scopes';
import type { OperatorAuthenticator } from '../../plugins/operator-auth';
import type { OpsService } from '../platform';
import type { RateLimiter } from '../../plugins/rate-limiter';
import { createCaptchaRepository } from './captcha/captcha.repository';
import { registerCaptchaRoutes } from './captcha/captcha.routes';
import { createCaptchaService, type CaptchaService } from './captcha/captcha.service';
import { createHumanCheckRepository } from './human-check/human-check.repository';
import { registerHumanCheckRoutes } from './human-check/human-check.routes';
import { createHumanCheckService } from './human-check/human-check.service';
import { mailProviderFromEnv, type MailProvider } from './mail/mail.providers';
import { createMailRepository } from './mail/mail.repository';
import { createMailService } from './mail/mail.service';
import { createMemberDirectory } from './member/member-directory.service';
import { createMemberRepository } from './member/member.repository';
import { registerMemberRoutes } from './member/member.routes';
import { createMemberService, type MemberLabels } from './member/member.service';
import { createProfileRepository } from './profile/profile.repository';
import { registerProfileRoutes } from './profile/profile.routes';
import { createProfileService } from './profile/profile.service';
import { registerRegistrationRoutes } from './registration/registration.routes';
import { createRegistrationService } from './registration/registration.service';
import { createPasswordRepository } from './password/password.repository';
import { registerPasswordRoutes } from './password/password.routes';
import { createPasswordService } from './password/password.service';
import { createSecurityRepository } from './security/security.repository';
import { registerSecurityRoutes } from './security/security.routes';
import { createSecurityService } from './security/security.service';
import { createSessionRepository } from './session/session.repository';
import { registerSessionRoutes } from './session/session.routes';
import { createSessionService } from './session/session.service';
import type { GrantPlayMoney } from './session/session.types';
import { smsProviderFromEnv, type SmsProvider } from './sms/sms.providers';
import { createSmsRepository } from './sms/sms.repository';
import { createSmsService } from './sms/sms.service';
import { createOutboxRepository } from './desk/outbox.repository';
import { registerOutboxRoutes } from './desk/outbox.routes';
import { createOutboxService } from './desk/outbox.service';
import { createOpenIdClient } from './social/social.openid';
import { createSocialRepository } from './social/social.repository';
import { registerSocialRoutes } from './social/social.routes';
import { createSocialService } from './social/social.service';

export type { CaptchaService } from './captcha/captcha.service';
export type { MailProvider } from './mail/mail.providers';
export type { SecurityService } from './security/security.service';
export type { GrantPlayMoney } from './session/session.types';
export type { OpenAccountRequest } from './registration/registration.service';
export type { SmsProvider } from './sms/sms.providers';
export type { MemberLabels } from './member/member.service';

export interface IdentityDeps {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  envelope: Envelope;
  /** Gives a new trial account its play money (the money domain's ledger). */
  playMoney: GrantPlayMoney;
  /** Finds the operator behind a back-office request (platform's operators). */
  operators: OperatorAuthenticator;
  /** Writes the action log of a desk change (platform's operators). */
  audit: Pick<OpsService, 'audit'>;
  /** Carrier of text messages; by default chosen by the environment (outbox unless SMS_PROVIDER). */
  smsProvider?: SmsProvider;
  /** Carrier of e-mail; by default chosen by the environment (outbox unless MAIL_PROVIDER). */
  mailProvider?: MailProvider;
  /** The picture captcha, shared with the back office's sign-in (createCaptcha). */
  captcha: CaptchaService;
  /** Where sign-in failures are counted when not in PostgreSQL (Redis, REDIS_URL). */
  counters?: RedisCounters;
  /** Member info's club label and member labels (loyalty's VIP). */
  memberLabels: MemberLabels;
}

/**
 * The picture captcha: made before the platform, whose back-office sign-in asks for it too.
 * `random` picks the answers' digits; tests inject it to know the answer.
 */
export function createCaptcha(db: Db, clock: Clock, random?: () => number): CaptchaService {
  return createCaptchaService({ repository: createCaptchaRepository(db), clock, random });
}

/**
 * The services that reach a person outside the site or check one is there: text messages,
 * mail and the slider puzzle.
 */
function createMessengers(db: Db, deps: IdentityDeps) {
  const { clock } = deps;
  const smsProvider = deps.smsProvider ?? smsProviderFromEnv();
  const mailProvider = deps.mailProvider ?? mailProviderFromEnv();
  return {
    providers: { sms: smsProvider.name, mail: mailProvider.name },
    sms: createSmsService({ repository: createSmsRepository(db), provider: smsProvider, clock }),
    mail: createMailService({
      repository: createMailRepository(db),
      provider: mailProvider,
      clock,
    }),
    humanCheck: createHumanCheckService({ repository: createHumanCheckRepository(db), clock }),
  };
}

/** The platform owner's page of what the outbox carriers kept (while they are in use). */
function registerOutbox(routes: RouteScopes, db: Db, providers: { sms: string; mail: string }) {
  registerOutboxRoutes(
    routes,
    createOutboxService({ repository: createOutboxRepository(db), providers }),
  );
}

/** Sign-in through another site's account (OpenID). */
function registerSocial(
  routes: RouteScopes,
  deps: {
    db: Db;
    members: ReturnType<typeof createMemberDirectory>;
    sessions: ReturnType<typeof createSessionService>;
    clock: Clock;
  },
) {
  const { db, members, sessions, clock } = deps;
  registerSocialRoutes(
    routes,
    createSocialService({
      repository: createSocialRepository(db),
      members,
      sessions,
      openId: createOpenIdClient({ clock }),
      clock,
    }),
  );
}

/** Registers identity's routes; answers the sessions every member route is checked against. */
export async function registerIdentity(app: FastifyInstance, deps: IdentityDeps) {
  const { db, clock, limiter, envelope, captcha, audit } = deps;
  const { sms, mail, humanCheck, providers } = createMessengers(db, deps);
  const memberRepository = createMemberRepository(db);
  const members = createMemberDirectory(memberRepository);
  const sessions = createSessionService({
    sessions: createSessionRepository(db, deps.counters),
    members,
    sms,
    captcha,
    humanCheck,
    playMoney: deps.playMoney,
    limiter,
    clock,
  });
  const routes = createRouteScopes(app, { members: sessions, operators: deps.operators });
  registerCaptchaRoutes(routes, captcha);
  registerOutbox(routes, db, providers);
  registerHumanCheckRoutes(routes, humanCheck, limiter);
  registerSessionRoutes(routes, sessions, envelope);
  const profiles = createProfileRepository(db);
  const registration = createRegistrationService({
    db,
    members: memberRepository,
    profiles,
    sessions,
    sms,
    humanCheck,
    limiter,
    clock,
  });
  registerRegistrationRoutes(routes, registration, envelope, limiter);
  const memberService = createMemberService({
    members: memberRepository,
    labels: deps.memberLabels,
  });
  registerMemberRoutes(routes, memberService);
  const profileService = createProfileService({ db, repository: profiles, clock, ops: audit });
  registerProfileRoutes(routes, profileService);
  registerPasswordRoutes(
    routes,
    createPasswordService({
      repository: createPasswordRepository(db),
      members,
      sessions,
      sms,
      mail,
      clock,
    }),
    envelope,
  );
  const security = createSecurityService({
    repository: createSecurityRepository(db),
    sms,
    mail,
    sessions,
    clock,
  });
  registerSecurityRoutes(routes, security, envelope);
  registerSocial(routes, { db, members, sessions, clock });
  // Other domains still check their members with this until their routes move to scopes.
  return {
    sessions,
    memberAuth: createMemberAuth(sessions),
    security,
    /** Opens an account for someone else (an agent's downline, an operator's agent). */
    openAccount: registration.openAccount,
  };
}

/** What identity offers the other domains. */
export type Identity = Awaited<ReturnType<typeof registerIdentity>>;
