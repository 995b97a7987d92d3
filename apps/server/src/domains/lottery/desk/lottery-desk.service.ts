import { roleTable } from '@khela/contracts';
import type {
  DeskLotteryGame,
  DeskLotteryPeriod,
  DeskLotteryPeriods,
  OperatorActionCode,
  SetLotteryOffer,
  UpdateLotteryGame,
} from '@khela/contracts';
import { formatsOf, oddsText, playTypes, type PlayType, type PlayTypeOffers } from '@khela/games';
import type { Db } from '../../../db/database';
import { parseAmount, wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { LotteryGameRow } from '../period/lottery.repository';
import { scheduleOf } from '../period/lottery.rules';
import { createDeskAccess } from '../../platform';
import type { DeskMerchantRow, OpsService } from '../../platform';
import type { OperatorScope } from '../../../plugins/operator-auth';
import type { LotteryDeskRepository } from './lottery-desk.repository';
import { offerOf } from './lottery-desk.rules';

type PeriodRow = Awaited<ReturnType<LotteryDeskRepository['periods']>>['past'][number];

/**
 * The operators' lottery desk: a merchant's lottery games (status, hot or new tag, whether a
 * ticket may be cancelled, the payout cap per period), the play types each offers with odds
 * and stakes, and the periods' figures. Every change is logged in its transaction.
 */
export function createLotteryDeskService(deps: {
  db: Db;
  repository: LotteryDeskRepository;
  ops: OpsService;
  clock: Clock;
}) {
  const { repository } = deps;

  const access = createDeskAccess(deps);
  const { merchantOf } = access;

  async function gameOf(merchant: DeskMerchantRow, gameId: string): Promise<LotteryGameRow> {
    const game = await repository.game(merchant.id, gameId);
    if (!game) throw new AppError('lottery_not_found');
    return game;
  }

  function toGame(merchant: DeskMerchantRow, game: LotteryGameRow): DeskLotteryGame {
    const schedule = scheduleOf(game);
    const offers = game.playTypes as PlayTypeOffers;
    const money = (minor: number) => wire(String(minor), merchant.currency);
    return {
      gameId: game.gameId,
      names: game.names,
      prizeMode: game.prizeMode,
      sheetFormat: game.sheetFormat,
      menuTag: game.menuTag,
      tag: game.tag,
      status: game.status,
      isCancellable: game.isCancellable,
      maxPayoutPerPeriod: money(Number(game.maxPayoutPerPeriodMinor)),
      schedule: {
        kind: schedule?.kind ?? 'interval',
        periodSeconds: schedule?.kind === 'interval' ? schedule.periodSeconds : null,
        drawDays: schedule?.kind === 'weekly' ? [...schedule.drawDays] : [1, 2, 3, 4, 5, 6, 7],
        drawTime: schedule?.kind === 'weekly' ? schedule.drawTime : null,
        lockSeconds: schedule?.lockSeconds ?? 0,
        timeZone: schedule?.timeZone ?? '',
      },
      offers: playTypes
        .filter((playType) => formatsOf(playType).includes(game.sheetFormat))
        .map((playType) => {
          const offer = offers[playType];
          return {
            playType,
            isOffered: offer !== undefined,
            odds: offer && 'oddsMilli' in offer ? oddsText(offer.oddsMilli) : null,
            oddsByValue:
              offer && 'oddsMilliByValue' in offer ? offer.oddsMilliByValue.map(oddsText) : null,
            minStake: money(offer?.minStakeMinor ?? 0),
            maxStake: money(offer?.maxStakeMinor ?? 0),
            periodStake: money(offer?.maxPeriodStakeMinor ?? 0),
          };
        }),
    };
  }

  function toPeriod(merchant: DeskMerchantRow, row: PeriodRow, now: Date): DeskLotteryPeriod {
    const isLocked = row.status === 'open' && new Date(row.locksAt) <= now;
    const money = (minor: string) => wire(minor, merchant.currency);
    return {
      id: row.id,
      numero: row.numero,
      status: isLocked ? 'locked' : row.status,
      opensAt: new Date(row.opensAt).toISOString(),
      locksAt: new Date(row.locksAt).toISOString(),
      drawsAt: new Date(row.drawsAt).toISOString(),
      tickets: Number(row.tickets),
      stakes: money(row.stakesMinor),
      wins: money(row.winsMinor),
      exposure: money(row.exposureMinor),
    };
  }

  /** Logs a game's change with its operator, in the change's transaction. */
  async function change(
    actor: OperatorScope,
    merchant: DeskMerchantRow,
    game: LotteryGameRow,
    log: { action: OperatorActionCode; detail: object },
    values: Parameters<LotteryDeskRepository['updateGame']>[2],
  ): Promise<void> {
    await access.change(
      actor,
      merchant.id,
      { action: log.action, target: `lottery:${game.gameId}`, detail: log.detail },
      (trx) => repository.updateGame(trx, game.id, values),
    );
  }

  return {
    async games(
      actor: OperatorScope,
      code: string | undefined,
      language: string,
    ): Promise<DeskLotteryGame[]> {
      const merchant = await merchantOf(actor, code, language, roleTable.lotteryDesk);
      const games = await repository.games(merchant.id);
      return games.map((game) => toGame(merchant, game));
    },

    async updateGame(
      actor: OperatorScope,
      code: string | undefined,
      gameId: string,
      input: UpdateLotteryGame,
      language: string,
    ): Promise<DeskLotteryGame> {
      const merchant = await merchantOf(actor, code, language, roleTable.lotterySetup);
      const game = await gameOf(merchant, gameId);
      const capMinor =
        input.maxPayoutPerPeriod === undefined
          ? undefined
          : String(
              parseAmount({ language, merchant }, input.maxPayoutPerPeriod, {
                path: 'maxPayoutPerPeriod',
              }),
            );
      const values = {
        status: input.status,
        tag: input.tag,
        isHot: input.tag === undefined ? undefined : input.tag === 'hot',
        isCancellable: input.isCancellable,
        maxPayoutPerPeriodMinor: capMinor,
      };
      await change(actor, merchant, game, { action: 'lottery_game_update', detail: input }, values);
      return toGame(merchant, await gameOf(merchant, gameId));
    },

    /** Offers a play type with its odds (the sum: a return share) and its stakes. */
    async setOffer(
      actor: OperatorScope,
      code: string | undefined,
      key: { gameId: string; playType: string },
      input: SetLotteryOffer,
      language: string,
    ): Promise<DeskLotteryGame> {
      const merchant = await merchantOf(actor, code, language, roleTable.lotterySetup);
      const game = await gameOf(merchant, key.gameId);
      const playType = playTypes.find((candidate) => candidate === key.playType) as
        PlayType | undefined;
      if (!playType || !formatsOf(playType).includes(game.sheetFormat)) {
        throw new AppError('lottery_play_unavailable');
      }
      const offers = {
        ...(game.playTypes as PlayTypeOffers),
        [playType]: offerOf(playType, input, { language, merchant }),
      };
      await change(
        actor,
        merchant,
        game,
        { action: 'lottery_offer_set', detail: { playType, ...input } },
        { playTypes: JSON.stringify(offers) },
      );
      return toGame(merchant, await gameOf(merchant, key.gameId));
    },

    /** Stops offering a play type; tickets already taken are settled as they were. */
    async removeOffer(
      actor: OperatorScope,
      code: string | undefined,
      key: { gameId: string; playType: string },
      language: string,
    ): Promise<DeskLotteryGame> {
      const merchant = await merchantOf(actor, code, language, roleTable.lotterySetup);
      const game = await gameOf(merchant, key.gameId);
      const current = game.playTypes as Record<string, unknown>;
      if (!(key.playType in current)) throw new AppError('lottery_play_unavailable');
      const offers = Object.fromEntries(
        Object.entries(current).filter(([playType]) => playType !== key.playType),
      );
      await change(
        actor,
        merchant,
        game,
        { action: 'lottery_offer_remove', detail: { playType: key.playType } },
        { playTypes: JSON.stringify(offers) },
      );
      return toGame(merchant, await gameOf(merchant, key.gameId));
    },

    async periods(
      actor: OperatorScope,
      code: string | undefined,
      gameId: string,
      language: string,
    ): Promise<DeskLotteryPeriods> {
      const merchant = await merchantOf(actor, code, language, roleTable.lotteryDesk);
      const game = await gameOf(merchant, gameId);
      const now = deps.clock.now();
      const { past, upcoming } = await repository.periods(game.id, now);
      return {
        past: past.map((row) => toPeriod(merchant, row, now)),
        upcoming: upcoming.map((row) => toPeriod(merchant, row, now)),
      };
    },
  };
}

export type LotteryDeskService = ReturnType<typeof createLotteryDeskService>;
