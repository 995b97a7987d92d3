/** What the verifier needs to replay a round, as typed or as a history link filled it. */
export interface VerifyInput {
  game: string;
  /** '2': Stake's encoding (the seed's hex text); '1': Khela's first seeds (its bytes). */
  scheme: string;
  serverSeed: string;
  hash: string;
  clientSeed: string;
  nonce: string;
  bet: string;
}

export type VerifyProblem = 'game' | 'serverSeed' | 'clientSeed' | 'nonce' | 'bet';

/** The inputs of a query string; anything missing is empty. */
export function inputFromQuery(search: URLSearchParams, defaultGame: string): VerifyInput {
  return {
    game: search.get('game') ?? defaultGame,
    scheme: search.get('scheme') === '1' ? '1' : '2',
    serverSeed: search.get('serverSeed') ?? '',
    hash: search.get('hash') ?? '',
    clientSeed: search.get('clientSeed') ?? '',
    nonce: search.get('nonce') ?? '0',
    bet: search.get('bet') ?? '',
  };
}

/** What is wrong with the inputs for a replay (the hash is optional). */
export function problemsOf(
  input: VerifyInput,
  games: Readonly<Record<string, { betLevelsMinor: readonly number[] }>>,
): VerifyProblem[] {
  const problems: VerifyProblem[] = [];
  const game = games[input.game];
  if (!game) problems.push('game');
  if (!/^[0-9a-f]{64}$/.test(input.serverSeed.trim())) problems.push('serverSeed');
  const clientSeed = input.clientSeed.trim();
  if (clientSeed.length === 0 || clientSeed.length > 64) problems.push('clientSeed');
  if (!/^\d{1,9}$/.test(input.nonce.trim())) problems.push('nonce');
  if (!game || !game.betLevelsMinor.includes(Number(input.bet))) problems.push('bet');
  return problems;
}
