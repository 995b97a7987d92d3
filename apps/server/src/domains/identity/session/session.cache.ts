import type { SignedInMember } from '../../../plugins/member-auth';
import { sessionTouchMs } from './session.rules';

/** Sessions cached per instance at most (the oldest are dropped first). */
const recentSessionsMax = 50_000;

/** A session this instance checked in the database, and until when it may stand for it. */
interface RecentSession {
  merchantId: string;
  member: SignedInMember;
  checkedAtMs: number;
  expiresAtMs: number;
}

/**
 * Sessions this instance checked within sessionTouchMs, by token hash: a signed-in request
 * then needs no database round trip for its session. Ending sessions or changing a password
 * makes every instance forget the member's (khela_session), and an entry is checked again in
 * the database once it is older than sessionTouchMs.
 */
export function createSessionCache(deps: { announceForget?: (payload: string) => void }) {
  const recent = new Map<string, RecentSession>();

  /**
   * Bumped by every forget: a session read from the database while a forget happened (a
   * sign-out racing the read) is answered but not cached.
   */
  let forgetCount = 0;

  /** Forgets cached sessions ('merchant:member' or 'token:hex') on this instance. */
  function forget(payload: string) {
    forgetCount += 1;
    const [scope = '', subject = ''] = payload.split(':');
    if (scope === 'token') {
      recent.delete(subject);
      return;
    }
    for (const [key, entry] of recent) {
      if (entry.merchantId === scope && entry.member.id === subject) recent.delete(key);
    }
  }

  return {
    /** The member of a session checked less than sessionTouchMs ago on this merchant. */
    fresh(key: string, merchantId: string, nowMs: number): SignedInMember | undefined {
      const hit = recent.get(key);
      const isFresh =
        hit !== undefined &&
        hit.merchantId === merchantId &&
        nowMs >= hit.checkedAtMs &&
        nowMs - hit.checkedAtMs < sessionTouchMs &&
        nowMs < hit.expiresAtMs;
      return isFresh ? hit.member : undefined;
    },

    /** Taken before a database read: keep() caches the read only if no forget came between. */
    readMark: (): number => forgetCount,

    /** A session the database no longer knows. */
    drop(key: string) {
      recent.delete(key);
    },

    /** Caches a session just read, unless a forget happened since `mark`. */
    keep(key: string, entry: RecentSession, mark: number) {
      recent.delete(key);
      if (mark !== forgetCount) return;
      if (recent.size >= recentSessionsMax) {
        const oldest = recent.keys().next().value;
        if (oldest !== undefined) recent.delete(oldest);
      }
      recent.set(key, entry);
    },

    forget,

    /** Forgets here and tells the other instances to forget too. */
    forgetEverywhere(payload: string) {
      forget(payload);
      deps.announceForget?.(payload);
    },

    /** Forgets every cached session (after the listener missed notices). */
    forgetAll() {
      forgetCount += 1;
      recent.clear();
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
