import { hasCapability, type Capability, type Operator } from '@khela/contracts';
import { useEffect, useState } from 'react';

/** The desks of the back office, in menu order. */
export const deskIds = [
  'merchants',
  'deposits',
  'withdrawals',
  'members',
  'agents',
  'adjustments',
  'payments',
  'games',
  'lottery',
  'tables',
  'cockfight',
  'sportsbook',
  'jackpot',
  'feedback',
  'promotions',
  'points',
  'vip',
  'rebate',
  'referral',
  'missions',
  'content',
  'operators',
  'actions',
  'security',
  'outbox',
] as const;
export type DeskId = (typeof deskIds)[number];

/** The capabilities that open each desk (any one of them will do; none: every operator). */
const deskCapabilities: Record<Exclude<DeskId, 'merchants' | 'outbox'>, readonly Capability[]> = {
  deposits: ['finance'],
  withdrawals: ['finance'],
  members: ['lookUpMembers'],
  agents: ['agentDesk'],
  adjustments: ['finance'],
  payments: ['paymentDesk'],
  games: ['gameDesk'],
  lottery: ['lotteryDesk'],
  // The auto tables' desk has the lottery desk's readers: finance follows the takings of the
  // house's own games; owners and administrators change them.
  tables: ['lotteryDesk'],
  // The cockfight console has the tables desk's readers: an arena is one of its tables.
  cockfight: ['lotteryDesk'],
  // The sportsbook console too: finance follows the book's liability and takings; owners and
  // administrators trade.
  sportsbook: ['lotteryDesk'],
  jackpot: ['jackpot'],
  feedback: ['feedback'],
  // The content team writes promotions, finance reviews the applications.
  promotions: ['promotionEdit', 'promotionReview'],
  // Owners and administrators set the points programme up; finance decides the redemptions.
  points: ['pointsEdit', 'redemptionReview'],
  // The VIP programme (its levels, their bonuses, members' levels) is the owners' and
  // administrators' alone.
  vip: ['vipEdit'],
  // Owners and administrators set manual rebates up; finance follows what they pay.
  rebate: ['rebateDesk'],
  // Owners and administrators set the referral programme up; finance follows its cost and
  // decides the friends whose rewards are withheld.
  referral: ['referralDesk', 'referralReview'],
  // Owners and administrators write missions; finance follows what they pay.
  missions: ['missionDesk'],
  content: ['content'],
  operators: ['manageOperators'],
  actions: ['manageOperators'],
  // Each operator's own sign-in: its authenticator and recovery codes.
  security: [],
};

/** Whether the operator is the platform's owner (an owner of no merchant). */
export function isPlatformOwner(operator: Operator): boolean {
  return operator.merchantCode === null && operator.role === 'owner';
}

/**
 * The desks this operator may open; the server checks again on every call. `hasOutbox`: the
 * deployment keeps its text messages or mail in the outbox (a test deployment).
 */
export function desksFor(operator: Operator, hasOutbox = false): DeskId[] {
  return deskIds.filter((desk) => {
    // The platform desk (merchants made, suspended, the default one) is the platform owner's,
    // and so is the outbox, while there is one.
    if (desk === 'merchants') return isPlatformOwner(operator);
    if (desk === 'outbox') return hasOutbox && isPlatformOwner(operator);
    const needs = deskCapabilities[desk];
    return (
      needs.length === 0 || needs.some((capability) => hasCapability(operator.role, capability))
    );
  });
}

function wantedDesk(): string {
  return window.location.hash.replace(/^#\/?/, '');
}

/**
 * The open desk, kept in the address hash so a reload or a shared link lands on it (also on a
 * desk that joins the menu a moment later, such as the outbox once the server says it is in
 * use).
 */
export function useDeskFromHash(allowed: readonly DeskId[]): DeskId | undefined {
  const [wanted, setWanted] = useState(wantedDesk);
  useEffect(() => {
    const follow = () => setWanted(wantedDesk());
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return allowed.find((desk) => desk === wanted) ?? allowed[0];
}
