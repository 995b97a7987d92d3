/** The game type of a lobby: the route's own (/rng → RNG) or the upper-cased `games` param. */
export function lobbyGameType(pathname: string, gamesParam: string | undefined): string {
  if (gamesParam) return gamesParam.toUpperCase();
  return pathname.replace(/^\//, '').split('/')[0]?.toUpperCase() ?? '';
}
