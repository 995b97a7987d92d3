/**
 * The member centre's pages, in menu order (spec §2's keys). A key not here shows that the page
 * is not there rather than another page.
 */
export const memberPageKeys = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
] as const;

/** A page of the member centre. */
export type MemberPageKey = (typeof memberPageKeys)[number];

/**
 * The pages the centre's menu lists for a merchant's whitelabel flags: rebate only where the
 * REBATE toggle is on. A page left out still opens by its key (and says what it can).
 */
export function menuPageKeys(flags: Readonly<Record<string, boolean>>): MemberPageKey[] {
  return memberPageKeys.filter((key) => key !== 'manualRebate' || flags.REBATE === true);
}

/** The page the centre opens on when none is named (spec §2: securityCenter, My account). */
export const defaultMemberPage: MemberPageKey = 'securityCenter';

/** What a centre shows for the page key it was asked for. */
export type CentrePage<K extends string> = { kind: 'page'; key: K } | { kind: 'notFound' };

/**
 * The page a centre opens for a requested key: the centre's default when no page is named
 * (`?mc` or `?mc=`), that page when the centre has it, and otherwise not found — an unknown
 * key never opens another page in its place.
 */
export function resolveCentrePage<K extends string>(
  requested: string,
  keys: readonly K[],
  defaultKey: K,
): CentrePage<K> {
  if (requested === '') return { kind: 'page', key: defaultKey };
  const found = keys.find((key) => key === requested);
  return found === undefined ? { kind: 'notFound' } : { kind: 'page', key: found };
}

/** The member centre's page for a `?mc=` value. */
export function memberPageOf(requested: string): CentrePage<MemberPageKey> {
  return resolveCentrePage(requested, memberPageKeys, defaultMemberPage);
}
