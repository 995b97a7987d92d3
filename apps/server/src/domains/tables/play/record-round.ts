import type { TableGameName, TableMyRound } from '@khela/contracts';
import { myRoundOf } from '../tables.rules';
import type { PlayRepository } from './play.repository';

/**
 * A round of the player's as the betting record names it (`<table code>:<round number>`),
 * with its result, their bets and its proof; undefined when they had no bet on it.
 */
export async function recordRound(
  repository: PlayRepository,
  values: {
    merchantId: string;
    memberId: string;
    round: string;
    currency: string;
  },
): Promise<(TableMyRound & { game: TableGameName; code: string }) | undefined> {
  const [code = '', number = ''] = values.round.split(':');
  const table = await repository.tableByCode(values.merchantId, code);
  if (!table) return undefined;
  const { rounds, bets } = await repository.myRounds({
    merchantId: values.merchantId,
    memberId: values.memberId,
    tableId: table.id,
    limit: 1,
    offset: 0,
    number,
  });
  const [round] = rounds;
  if (!round) return undefined;
  return { ...myRoundOf(code, values.currency, round, bets), game: table.game, code };
}
