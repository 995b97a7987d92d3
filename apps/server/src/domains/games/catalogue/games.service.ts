import {
  catalogueGameTypes,
  type GameItem,
  type GameMenu,
  type GameRoom,
  type RankEntry,
  type VendorGameTypes,
} from '@khela/contracts';
import { parseMoney, type CurrencyCode } from '@khela/money';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { wire } from '../../../lib/amounts';
import type { SignedInMember } from '../../../plugins/member-auth';
import type { RequestContext } from '../../../plugins/context';
import type { VendorWalletService } from '../vendor-wallet/vendor-wallet.service';
import { createGameLaunch } from './games.launch';
import type { GameFilter, GamesRepository } from './games.repository';
import {
  boardDate,
  gameItemOf,
  maskName,
  menuNames,
  onCdn,
  pageOf,
  totalPages,
  type Paging,
} from './games.rules';

/** The winner board looks this far back. */
const rankWindowDays = 30;

/**
 * The game catalogue (spec §2 game lists, §7 Games): menus, vendors' types, lists with
 * filters, hot, saved and recent games, the winner board, and launching a game through the
 * vendor's wallet connection.
 */
export function createGamesService(deps: {
  repository: GamesRepository;
  vendorWallet: VendorWalletService;
  clock: Clock;
}) {
  const { repository } = deps;

  /** A filter from a list query; a minimum bet in major units becomes minor units. */
  function filterOf(
    context: RequestContext,
    query: {
      gameType?: string;
      vassalage?: string;
      gameClassify?: string;
      gameName?: string;
      minBet?: string;
      minLineNum?: number;
    },
  ): GameFilter {
    const filter: GameFilter = {
      gameType: query.gameType,
      vassalage: query.vassalage || undefined,
      gameClassify: query.gameClassify || undefined,
      nameContains: query.gameName?.trim().toLowerCase() || undefined,
      minLines: query.minLineNum || undefined,
    };
    if (query.minBet) {
      const parsed = parseMoney(query.minBet, context.merchant.currency as CurrencyCode);
      if (!parsed.ok) throw new AppError('amount_invalid');
      filter.minBetAtMostMinor = parsed.value;
    }
    return filter;
  }

  async function listPage(
    context: RequestContext,
    filter: GameFilter,
    memberId: string | null,
    paging: Paging,
  ) {
    const { rows, total, isTotalCapped } = await repository.page(
      context.merchant.id,
      filter,
      context.language,
      memberId,
      pageOf(paging),
    );
    // When capped, totalPages is the last page known so far: it grows as the player pages on.
    return {
      games: rows.map((row) => gameItemOf(context, row)),
      totalPages: totalPages(total, paging.pageSize),
      total,
      isTotalCapped,
    };
  }

  const { launch } = createGameLaunch(deps);

  return {
    async menus(context: RequestContext): Promise<GameMenu[]> {
      const types = new Set(await repository.menuTypes(context.merchant.id));
      return catalogueGameTypes
        .filter((type) => types.has(type))
        .map((gameType) => ({ gameType, name: menuNames[gameType] ?? gameType }));
    },

    async vendorGameTypes(context: RequestContext, vassalage: string): Promise<VendorGameTypes> {
      const rows = await repository.vendorTypes(context.merchant.id, vassalage);
      const order = (list: readonly string[], value: string) => list.indexOf(value);
      const gameTypes = [...new Set(rows.map((row) => row.gameType))].sort(
        (a, b) => order(catalogueGameTypes, a) - order(catalogueGameTypes, b),
      ) as VendorGameTypes['gameTypes'];
      const classifications = [...new Set(rows.map((row) => row.gameClassify))].sort();
      return { vassalage, gameTypes, classifications };
    },

    list(
      context: RequestContext,
      query: Parameters<typeof filterOf>[1] & Paging,
      memberId: string | null,
    ) {
      return listPage(context, filterOf(context, query), memberId, query);
    },

    async hot(
      context: RequestContext,
      query: { vassalage?: string; gameType?: string },
      memberId: string | null,
    ): Promise<GameItem[]> {
      const page = await listPage(context, { ...filterOf(context, query), isHot: true }, memberId, {
        pageNo: 1,
        pageSize: 100,
      });
      return page.games;
    },

    async favourites(
      context: RequestContext,
      member: SignedInMember,
      query: { gameType?: string; vassalage?: string } & Paging,
    ) {
      const { rows, total } = await repository.favourites(
        context.merchant.id,
        member.id,
        filterOf(context, query),
        context.language,
        pageOf(query),
      );
      return {
        content: rows.map((row) => gameItemOf(context, row)),
        totalPages: totalPages(total, query.pageSize),
      };
    },

    favouriteIds(context: RequestContext, member: SignedInMember) {
      return repository.favouriteIds(context.merchant.id, member.id);
    },

    /** Saves or removes a game; answers the state now. */
    async setFavourite(
      context: RequestContext,
      member: SignedInMember,
      gameId: string,
      isFavourite: boolean,
    ): Promise<{ isFavourite: boolean }> {
      const game = await repository.find(context.merchant.id, { id: gameId }, context.language);
      if (!game) throw new AppError('game_not_found');
      if (isFavourite) await repository.saveFavourite(context.merchant.id, member.id, gameId);
      else await repository.removeFavourite(member.id, gameId);
      return { isFavourite };
    },

    async recent(
      context: RequestContext,
      member: SignedInMember,
      query: { vassalage?: string; gameType?: string } & Paging,
    ) {
      const { rows, total } = await repository.recent(
        context.merchant.id,
        member.id,
        filterOf(context, query),
        context.language,
        pageOf(query),
      );
      return {
        list: rows.map((row) => gameItemOf(context, row)),
        totalPages: totalPages(total, query.pageSize),
      };
    },

    /** PVP tables: the vendor's PVP games a player can sit at. */
    async rooms(context: RequestContext, vassalage: string | undefined): Promise<GameRoom[]> {
      const { rows } = await repository.page(
        context.merchant.id,
        { gameType: 'PVP', vassalage },
        context.language,
        null,
        { offset: 0, limit: 100 },
      );
      return rows.map((row) => ({
        gameId: row.id,
        code: row.code,
        name: row.name,
        minBet: wire(row.minBetMinor, context.merchant.currency),
        imageUrl: onCdn(context.merchant.imageCdns, row.imagePath),
        status: row.status,
      }));
    },

    /**
     * The winner board: the biggest real-money wins of the last 30 days, rounds and
     * progressive jackpots together, names masked.
     */
    async rankList(context: RequestContext, limit: number): Promise<{ list: RankEntry[] }> {
      const since = new Date(deps.clock.now().getTime() - rankWindowDays * 86_400_000);
      const { id: merchantId } = context.merchant;
      const [rounds, jackpots] = await Promise.all([
        repository.biggestWins(merchantId, since, context.language, limit),
        repository.biggestJackpotWins(merchantId, since, context.language, limit),
      ]);
      const wins = [
        ...rounds.map((row) => ({ ...row, recordId: row.id, isJackpot: false })),
        ...jackpots.map((row) => ({ ...row, recordId: `J${row.id}`, isJackpot: true })),
      ]
        .sort((a, b) => {
          const difference = BigInt(b.payoutMinor) - BigInt(a.payoutMinor);
          if (difference !== 0n) return difference > 0n ? 1 : -1;
          return new Date(b.wonAt).getTime() - new Date(a.wonAt).getTime();
        })
        .slice(0, limit);
      return {
        list: wins.map((row) => ({
          vo: {
            recordId: row.recordId,
            iconUrl: `/art/avatars/avatar-${String(row.avatarId ?? (Number(row.id) % 12) + 1).padStart(2, '0')}.svg`,
            customerName: maskName(row.username),
            winAmount: wire(row.payoutMinor, row.currency),
            gameName: row.gameName,
            date: boardDate(new Date(row.wonAt), context.merchant.timezone),
            ...(row.isJackpot ? { isJackpot: true } : {}),
          },
        })),
      };
    },

    /** Launches a game or a vendor's lobby for a member (play money for trial accounts). */
    launch,
  };
}

export type GamesService = ReturnType<typeof createGamesService>;
