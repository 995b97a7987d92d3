import { hasCapability, type Capability, type Operator } from '@khela/contracts';
import { useEffect, useState } from 'react';

/** The desks of the back office, in menu order. */
export const deskIds = [
  'merchants',
  'deposits',
  'withdrawals',
  'members',
  'adjustments',
  'payments',
  'games',
  'lottery',
  'jackpot',
  'feedback',
  'promotions',
  'content',
  'operators',
  'actions',
  'security',
] as const;
export type DeskId = (typeof deskIds)[number];

/** The capabilities that open each desk (any one of them will do; none: every operator). */
const deskCapabilities: Record<Exclude<DeskId, 'merchants'>, readonly Capability[]> = {
  deposits: ['finance'],
  withdrawals: ['finance'],
  members: ['lookUpMembers'],
  adjustments: ['finance'],
  payments: ['paymentDesk'],
  games: ['gameDesk'],
  lottery: ['lotteryDesk'],
  jackpot: ['jackpot'],
  feedback: ['feedback'],
  // The content team writes promotions, finance reviews the applications.
  promotions: ['promotionEdit', 'promotionReview'],
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

/** The desks this operator may open; the server checks again on every call. */
export function desksFor(operator: Operator): DeskId[] {
  return deskIds.filter((desk) => {
    // The platform desk (merchants made, suspended, the default one) is the platform owner's.
    if (desk === 'merchants') return isPlatformOwner(operator);
    const needs = deskCapabilities[desk];
    return (
      needs.length === 0 || needs.some((capability) => hasCapability(operator.role, capability))
    );
  });
}

function deskFromHash(allowed: readonly DeskId[]): DeskId | undefined {
  const wanted = window.location.hash.replace(/^#\/?/, '');
  return allowed.find((desk) => desk === wanted) ?? allowed[0];
}

/** The open desk, kept in the address hash so a reload or a shared link lands on it. */
export function useDeskFromHash(allowed: readonly DeskId[]): DeskId | undefined {
  const [desk, setDesk] = useState(() => deskFromHash(allowed));
  useEffect(() => {
    const follow = () => setDesk(deskFromHash(allowed));
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [allowed]);
  return desk;
}
