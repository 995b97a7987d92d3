import { createHash } from 'node:crypto';
import type { GameItem } from '@khela/contracts';
import { wire } from '../../../lib/amounts';
import { dateIn } from '../../../lib/days';
import type { RequestContext } from '../../../plugins/context';
import type { GameRow } from './games.repository';

/** Navigation names of the game types (spec §2 game lists); the site translates them. */
export const menuNames: Record<string, string> = {
  RNG: 'con_rng',
  LIVE: 'con_live',
  FISH: 'con_fish',
  PVP: 'con_pvp',
  SPORTS: 'con_sports',
  ESPORTS: 'compete_game',
  LOTT: 'con_lott',
  ELOTT: 'con_lott',
  COCKFIGHT: 'in_cockfight_nav',
};

/** A page asked for by number and size. */
export interface Paging {
  pageNo: number;
  pageSize: number;
}

/** The rows a page covers. */
export function pageOf(paging: Paging) {
  return { offset: (paging.pageNo - 1) * paging.pageSize, limit: paging.pageSize };
}

/** Pages of a list: at least one, even when it is empty. */
export function totalPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A stable choice among CDNs for a path, so a picture keeps one address (and its cache). */
export function onCdn(cdns: string[], path: string): string {
  if (cdns.length === 0 || /^https?:\/\//.test(path)) return path;
  const digest = createHash('sha1').update(path).digest();
  const cdn = cdns[digest.readUInt32BE(0) % cdns.length] ?? '';
  return `${cdn.replace(/\/$/, '')}${path}`;
}

/**
 * A member's name as others see it (the winner board, a mission leaderboard, a referrer's
 * friends): the first two characters and the last, masked between; a short name shows less
 * (up to five characters the first and last, up to three the first only), never most of it.
 */
export function maskName(username: string): string {
  const characters = [...username];
  if (characters.length <= 3) return `${characters[0] ?? ''}***`;
  if (characters.length <= 5) return `${characters[0] ?? ''}***${characters.at(-1) ?? ''}`;
  return `${characters.slice(0, 2).join('')}***${characters.at(-1) ?? ''}`;
}

/** YYYY.MM.DD of an instant in a time zone (spec §9 winner date format). */
export function boardDate(instant: Date, timeZone: string): string {
  return dateIn(instant, timeZone).replaceAll('-', '.');
}

/** A game as the lists show it: its minimum bet on the wire, its picture on the merchant's CDN. */
export function gameItemOf(context: RequestContext, row: GameRow): GameItem {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    vassalage: row.vassalage,
    vendorName: row.vendorName,
    gameType: row.gameType as GameItem['gameType'],
    gameClassify: row.gameClassify,
    minBet: wire(row.minBetMinor, context.merchant.currency),
    lineCount: row.lineCount,
    isHot: row.isHot,
    imageUrl: onCdn(context.merchant.imageCdns, row.imagePath),
    status: row.status,
    isFavourite: row.isFavourite,
  };
}

/** What a launch opens: a game by id, or by vendor and code, or a vendor's own lobby. */
export type LaunchKey =
  { id: string } | { vassalage: string; code: string } | { vassalage: string; gameType?: string };

/**
 * The launch key of a launch query: a game by id, or by vendor and code; a vendor alone opens
 * the vendor's own lobby. Undefined when the query names none of them.
 */
export function launchKeyOf(query: {
  nodeId?: string;
  vassalage?: string;
  gameCode?: string;
  gameType?: string;
}): LaunchKey | undefined {
  if (query.nodeId) return { id: query.nodeId };
  if (query.vassalage && query.gameCode)
    return { vassalage: query.vassalage, code: query.gameCode };
  if (query.vassalage) return { vassalage: query.vassalage, gameType: query.gameType };
  return undefined;
}

/** A vendor's launch template with its placeholders filled in, each URL-encoded. */
export function fillLaunchTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(token|game|lang|currency|user)\}/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? ''),
  );
}
