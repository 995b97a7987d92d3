import type { GameMenu, Vendor } from '@khela/contracts';
import type { IconName } from '../../ui/Icon';

/** One entry of the game-type navigation (spec §2 Game lists: category names). */
export interface GameTypeEntry {
  key: string;
  /** Vendor game types listed in this entry's dropdown. */
  vendorTypes: string[];
  path: string;
  icon: IconName;
  labelKey: string;
}

export const gameTypeEntries: GameTypeEntry[] = [
  { key: 'rng', vendorTypes: ['RNG'], path: '/rng', icon: 'rng', labelKey: 'nav.con_rng' },
  { key: 'live', vendorTypes: ['LIVE'], path: '/live', icon: 'live', labelKey: 'nav.con_live' },
  { key: 'fish', vendorTypes: ['FISH'], path: '/fish', icon: 'fish', labelKey: 'nav.con_fish' },
  { key: 'pvp', vendorTypes: ['PVP'], path: '/pvp', icon: 'pvp', labelKey: 'nav.con_pvp' },
  {
    key: 'sports',
    vendorTypes: ['SPORTS'],
    path: '/sports',
    icon: 'sports',
    labelKey: 'nav.con_sports',
  },
  {
    key: 'esports',
    vendorTypes: ['ESPORTS'],
    path: '/esports',
    icon: 'esports',
    labelKey: 'nav.compete_game',
  },
  {
    key: 'lottery',
    vendorTypes: ['LOTT', 'ELOTT'],
    path: '/lottery',
    icon: 'lottery',
    labelKey: 'nav.con_lott',
  },
  {
    key: 'cockfight',
    vendorTypes: ['COCKFIGHT'],
    path: '/cockfight',
    icon: 'cockfight',
    labelKey: 'nav.in_cockfight_nav',
  },
];

/**
 * The entries the navigation shows: those whose game types the merchant's menus name
 * (/lgw/games/game_menus: types with a vendor that is not switched off) or under which the
 * site's vendor rules file a vendor (esports and cockfight vendors the catalogue lists under
 * SPORTS). Until the menus are known, every entry, so the bar does not jump.
 */
export function shownGameTypeEntries(
  menus: readonly Pick<GameMenu, 'gameType'>[] | undefined,
  vendors: readonly Pick<Vendor, 'gameType'>[] | undefined,
): GameTypeEntry[] {
  if (menus === undefined) return gameTypeEntries;
  const types = new Set([
    ...menus.map((menu) => menu.gameType),
    ...(vendors ?? []).map((vendor) => vendor.gameType),
  ]);
  return gameTypeEntries.filter((entry) => entry.vendorTypes.some((type) => types.has(type)));
}

/** Banner groups and paths that name a category other than by its key and path. */
const categoryAliases: Record<string, string> = { elott: 'lottery' };

/** The category a banner's group or its route names, if any. */
function categoryKeyOf(value: string | null): string | undefined {
  if (!value) return undefined;
  const name = value.replace(/^\//, '').split(/[/?#]/)[0] ?? '';
  const key = categoryAliases[name] ?? name;
  return gameTypeEntries.some((entry) => entry.key === key) ? key : undefined;
}

/**
 * Whether a banner promotes a game category the merchant has no games in now (its group is
 * that category's page, or it opens that category): the site never advertises what it does
 * not have. Until the categories are known (`shown` undefined), any category's banner waits.
 */
export function advertisesMissingCategory(
  banner: { groupName: string; linkageType: string | null; linkageValue: string | null },
  shown: readonly GameTypeEntry[] | undefined,
): boolean {
  const keys = [
    categoryKeyOf(banner.groupName),
    banner.linkageType === 'route' ? categoryKeyOf(banner.linkageValue) : undefined,
  ].filter((key): key is string => key !== undefined);
  if (keys.length === 0) return false;
  if (shown === undefined) return true;
  return keys.some((key) => !shown.some((entry) => entry.key === key));
}

/** Where a vendor of a game type takes the player (spec §4 Game launch: lobbies first). */
export function vendorPath(vendor: Vendor): string {
  const code = encodeURIComponent(vendor.vassalage);
  switch (vendor.gameType) {
    case 'RNG':
      return `/rng?vassalage=${code}`;
    case 'FISH':
      return `/fish?vassalage=${code}`;
    case 'PVP':
      return `/pvp?vassalage=${code}`;
    case 'LOTT':
      return `/lottery?vendor=${code}`;
    case 'ELOTT':
      return `/elott?vassalage=${code}`;
    default:
      return `/${vendor.gameType.toLowerCase()}?vassalage=${code}`;
  }
}
