import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { AppError } from '../lib/errors';
import { tokenFromHeader } from '../lib/tokens';
import {
  createMemberAuth,
  requireRealAccount,
  type MemberAuthenticator,
  type SignedInMember,
} from './member-auth';
import type { OperatorAuthenticator, OperatorScope } from './operator-auth';
import type { ZodTypeProvider } from './schemas';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member: set on member routes before their input is checked. */
    member: SignedInMember;
    /** The signed-in operator and its merchant scope: set on operator (desk) routes. */
    actor: OperatorScope;
    /** The member when a visitor route's request carries a session, else null. */
    visitor: SignedInMember | null;
  }
}

/** A Fastify instance whose routes are typed by their zod schemas. */
export type Routes = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Declares routes into a scope; the scope's hook has run before any of them is reached. */
export type DeclareRoutes = (routes: Routes) => void | Promise<void>;

/** What a scope checks before a route's input: it answers the refusal itself or throws one. */
export type ScopeHook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * The audiences of the API. Each is one hook that runs before a route's input is checked (as a
 * handler's own first call did): a request that is not allowed learns nothing of the input.
 */
export interface RouteScopes {
  /** Anyone: visitors, the site before sign-in, vendors' game clients with a launch token. */
  public(declare: DeclareRoutes): void;
  /** A signed-in member, trial (free-play) accounts included: `request.member`. */
  member(declare: DeclareRoutes): void;
  /** A signed-in member with a real account; trial accounts get in_need_true_account. */
  realMember(declare: DeclareRoutes): void;
  /** A signed-in operator of the back office: `request.actor`. */
  operator(declare: DeclareRoutes): void;
  /**
   * Anyone, and a member when the request carries a session token: `request.visitor`. A token
   * that is no longer good is refused (unauthorized), unless `isLapsedSessionAVisitor`: then
   * its sender is answered as a visitor (feedback keeps what a member whose session just ended
   * wrote).
   */
  visitor(declare: DeclareRoutes, options?: { isLapsedSessionAVisitor?: boolean }): void;
}

/** Registers routes in a scope of their own behind one hook (or none). */
export function scoped(app: FastifyInstance, hook: ScopeHook | undefined, declare: DeclareRoutes) {
  app.register(async (scope) => {
    if (hook) scope.addHook('preValidation', hook);
    await declare(scope.withTypeProvider<ZodTypeProvider>());
  });
}

/** Sets the request decorations the scopes fill in (once, on the root). */
export function registerRouteDecorations(app: FastifyInstance) {
  app.decorateRequest('member', null as unknown as SignedInMember);
  app.decorateRequest('actor', null as unknown as OperatorScope);
  app.decorateRequest('visitor', null);
}

/**
 * The scopes of a domain's routes: members are found by `members` (identity's sessions),
 * operators by `operators` (platform's operators). A domain without member routes may leave
 * `members` out; declaring a member route then fails at start.
 */
export function createRouteScopes(
  app: FastifyInstance,
  auth: { members?: MemberAuthenticator; operators: OperatorAuthenticator },
): RouteScopes {
  const needMembers = (): MemberAuthenticator => {
    if (!auth.members) throw new Error('member routes need the member authenticator');
    return auth.members;
  };
  const signInMember = async (request: FastifyRequest) => {
    request.member = await createMemberAuth(needMembers())(request);
  };
  return {
    public: (declare) => scoped(app, undefined, declare),
    member: (declare) => {
      needMembers();
      scoped(app, signInMember, declare);
    },
    realMember: (declare) => {
      needMembers();
      scoped(
        app,
        async (request) => {
          await signInMember(request);
          requireRealAccount(request.member);
        },
        declare,
      );
    },
    visitor: (declare, options = {}) => {
      needMembers();
      scoped(
        app,
        async (request) => {
          request.visitor = null;
          if (!request.headers.authorization) return;
          try {
            await signInMember(request);
            request.visitor = request.member;
          } catch (error) {
            const isLapsed = error instanceof AppError && error.code === 'unauthorized';
            if (!isLapsed || !options.isLapsedSessionAVisitor) throw error;
          }
        },
        declare,
      );
    },
    operator: (declare) =>
      scoped(
        app,
        async (request) => {
          request.actor = await auth.operators.scopeOf(
            tokenFromHeader(request.headers.authorization),
          );
        },
        declare,
      ),
  };
}

/** A successful answer carrying a value (its route's response schema writes it). */
export function ok<T>(value: T) {
  return { success: true as const, value };
}

/** A successful answer with nothing more to say. */
export const done = { success: true } as const;

/**
 * A successful answer whose JSON text the domain already holds (made once for many readers, as
 * the book's lists are): sent as it is, not encoded again. The route still declares its schema.
 */
export function sendAnswerText(reply: FastifyReply, text: string) {
  return reply.type('application/json; charset=utf-8').send(text);
}
