/**
 * What a banner's game-launch and external links may hold, as plain functions without zod: the
 * site reads them on its first screen, where the schema library would be dead weight.
 */

import { catalogueGameTypes } from './constants';

/** Game types a game-launch banner may name (the spec's launch object, §3): any game's. */
export const bannerGameTypes = catalogueGameTypes;

const gamePattern = /^([A-Z]{3,9})\/([A-Z0-9_]{2,32})(\/([A-Za-z0-9_.-]{1,64}))?$/;

/** A game launch as a banner stores it: GAMETYPE/VASSALAGE or GAMETYPE/VASSALAGE/gameCode. */
export function parseGameLinkage(
  value: string,
): { gameType: string; vassalage: string; gameCode?: string } | null {
  const match = gamePattern.exec(value);
  if (!match?.[1] || !match[2]) return null;
  if (!(bannerGameTypes as readonly string[]).includes(match[1])) return null;
  return match[4]
    ? { gameType: match[1], vassalage: match[2], gameCode: match[4] }
    : { gameType: match[1], vassalage: match[2] };
}

/** Whether an external address is https, to a public host, with no credentials. */
export function isExternalHttpsUrl(value: string): boolean {
  // No spaces, and none of the characters an address carries only encoded.
  if (value.length > 500 || /[\s"<>\\^`{|}]/.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' && isPublicHostName(url.hostname) && !url.username && !url.password
    );
  } catch {
    return false;
  }
}

/**
 * A host players can reach on the internet: a dotted name ending in a top-level domain, not
 * localhost, a machine name of a local network or a bare IP address.
 */
function isPublicHostName(host: string): boolean {
  const name = host.toLowerCase();
  if (name === 'localhost' || /\.(localhost|local|internal)$/.test(name)) return false;
  return /^([a-z0-9-]+\.)+([a-z]{2,63}|xn--[a-z0-9-]{2,59})$/.test(name);
}
