import { sportsbookVendorCode, type GameItem, type Vendor } from '@khela/contracts';

/**
 * The spec's game launch object (§3): what a menu entry or banner asks to open. isGame
 * 'VASSALAGE' means "show this vendor's games" rather than start one.
 */
export interface GameLaunchObject {
  gameType: string;
  vassalage: string;
  isGame?: string;
  gameCode?: string;
  code?: string;
  nodeId?: string;
  defaultPlayType?: string;
  displayName?: string;
}

/** What a player can ask to open: a listed game, a vendor of a menu, or a launch object. */
export type LaunchTarget =
  | { kind: 'game'; game: GameItem }
  | { kind: 'vendor'; vendor: Pick<Vendor, 'vassalage' | 'gameType' | 'displayName'> }
  | { kind: 'object'; object: GameLaunchObject };

/** The query of GCS_gameLaunchFB: one game by nodeId, or a vendor (and optionally a code). */
export type LaunchQuery =
  { nodeId: string } | { vassalage: string; gameCode?: string; gameType?: string };

export type LaunchPlan =
  /** Lobby-first types and lotteries: only a navigation, no login needed. */
  | { action: 'navigate'; path: string }
  /** A popup listing the vendor's games. */
  | { action: 'vendorGames'; vassalage: string; gameType: string; title: string }
  /** A real launch: needs a session. */
  | { action: 'launch'; query: LaunchQuery; title: string; game?: GameItem };

// Spec §4 game launch: these types pick the vendor in their lobby rather than start a game.
const lobbyTypes = new Set(['RNG', 'PVP', 'FISH']);

function lobbyPath(gameType: string, vassalage: string): string {
  return `/${gameType.toLowerCase()}?vassalage=${encodeURIComponent(vassalage)}`;
}

function lotteryPath(object: GameLaunchObject): string {
  const query = new URLSearchParams({ vendor: object.vassalage });
  const gameCode = object.gameCode ?? object.code;
  if (gameCode) query.set('gameCode', gameCode);
  if (object.defaultPlayType) query.set('playType', object.defaultPlayType);
  return `/lottery?${query.toString()}`;
}

/** The in-house sportsbook runs in the site itself: its lobby is its own page. */
function bookPath(gameType: string): string {
  return gameType === 'ESPORTS' ? '/esports' : '/sports';
}

/** Decides what opening a target does (pure: the hook carries it out). */
export function planLaunch(target: LaunchTarget): LaunchPlan {
  const { vassalage, gameType } =
    target.kind === 'game' ? target.game : target.kind === 'vendor' ? target.vendor : target.object;
  if (vassalage === sportsbookVendorCode) return { action: 'navigate', path: bookPath(gameType) };
  if (target.kind === 'game') {
    const { game } = target;
    return { action: 'launch', query: { nodeId: game.id }, title: game.name, game };
  }
  if (target.kind === 'vendor') {
    const { vendor } = target;
    if (lobbyTypes.has(vendor.gameType)) {
      return { action: 'navigate', path: lobbyPath(vendor.gameType, vendor.vassalage) };
    }
    if (vendor.gameType === 'LOTT') {
      return { action: 'navigate', path: lotteryPath({ ...vendor }) };
    }
    return {
      action: 'launch',
      query: { vassalage: vendor.vassalage, gameType: vendor.gameType },
      title: vendor.displayName,
    };
  }
  const { object } = target;
  const title = object.displayName ?? object.vassalage;
  if (object.isGame === 'VASSALAGE') {
    return { action: 'vendorGames', vassalage: object.vassalage, gameType: object.gameType, title };
  }
  if (object.gameType === 'LOTT') return { action: 'navigate', path: lotteryPath(object) };
  if (object.nodeId) return { action: 'launch', query: { nodeId: object.nodeId }, title };
  const gameCode = object.gameCode ?? object.code;
  return {
    action: 'launch',
    query: gameCode ? { vassalage: object.vassalage, gameCode } : { vassalage: object.vassalage },
    title,
  };
}
