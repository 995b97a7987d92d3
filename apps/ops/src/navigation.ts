import type { OperatorRole } from '@khela/contracts';
import { useEffect, useState } from 'react';

/** The desks of the back office, in menu order. */
export const deskIds = [
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
] as const;
export type DeskId = (typeof deskIds)[number];

/** Roles that decide money: deposits, withdrawals and adjustments (wallet-api.md, roles). */
export const financeRoles: ReadonlySet<OperatorRole> = new Set(['owner', 'admin', 'finance']);
const managerRoles: ReadonlySet<OperatorRole> = new Set(['owner', 'admin']);
/** Promotions: the content team writes them, finance reviews the applications. */
const promotionRoles: ReadonlySet<OperatorRole> = new Set(['owner', 'admin', 'content', 'finance']);
const lookupRoles: ReadonlySet<OperatorRole> = new Set([...financeRoles, 'support']);
/** Players' feedback: read by those who answer players and those who run the site. */
const feedbackRoles: ReadonlySet<OperatorRole> = new Set(['owner', 'admin', 'support']);
/** Roles that edit what players read and the site's configuration. */
const contentRoles: ReadonlySet<OperatorRole> = new Set(['owner', 'admin', 'content']);

const deskRoles: Record<DeskId, ReadonlySet<OperatorRole>> = {
  deposits: financeRoles,
  withdrawals: financeRoles,
  members: lookupRoles,
  adjustments: financeRoles,
  payments: financeRoles,
  games: managerRoles,
  lottery: financeRoles,
  jackpot: managerRoles,
  feedback: feedbackRoles,
  promotions: promotionRoles,
  content: contentRoles,
  operators: managerRoles,
  actions: managerRoles,
};

/** The desks an operator of this role may open; the server checks again on every call. */
export function desksFor(role: OperatorRole): DeskId[] {
  return deskIds.filter((desk) => deskRoles[desk].has(role));
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
