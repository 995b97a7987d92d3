import { createHash } from 'node:crypto';
import {
  catalogueGameTypes,
  type GameItem,
  type GameLaunch,
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
import type { GameFilter, GameRow, GamesRepository } from './games.repository';

/** Trial accounts (isAgent 4) play with play money. */
const trialAgentLevel = 4;
/** Navigation names of the game types (spec §2 game lists); the site translates them. */
const menuNames: Record<string, string> = {
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
/** The winner board looks this far back. */
const rankWindowDays = 30;
/** Games offered instead of one under maintenance. */
const recommendedCount = 6;

interface Paging {
  pageNo: number;
  pageSize: number;
}

function pageOf(paging: Paging) {
  return { offset: (paging.pageNo - 1) * paging.pageSize, limit: paging.pageSize };
}

function totalPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A stable choice among CDNs for a path, so a picture keeps one address (and its cache). */
function onCdn(cdns: string[], path: string): string {
  if (cdns.length === 0 || /^https?:\/\//.test(path)) return path;
  const digest = createHash('sha1').update(path).digest();
  const cdn = cdns[digest.readUInt32BE(0) % cdns.length] ?? '';
  return `${cdn.replace(/\/$/, '')}${path}`;
}

/** A name shown on the winner board: the first two characters and the last, masked between. */
export function maskName(username: string): string {
  const characters = [...username];
  if (characters.length <= 3) return `${characters[0] ?? ''}***`;
  return `${characters.slice(0, 2).join('')}***${characters.at(-1)}`;
}

/** YYYY.MM.DD of an instant in a time zone (spec §9 winner date format). */
export function boardDate(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
  return parts.replaceAll('-', '.');
}

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

  function item(context: RequestContext, row: GameRow): GameItem {
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
      games: rows.map((row) => item(context, row)),
      totalPages: totalPages(total, paging.pageSize),
      total,
      isTotalCapped,
    };
  }

  /** Other playable games of the same type, for a game under maintenance. */
  async function recommended(context: RequestContext, game: GameRow): Promise<GameItem[]> {
    const { rows } = await repository.page(
      context.merchant.id,
      { gameType: game.gameType },
      context.language,
      null,
      { offset: 0, limit: recommendedCount + 1 },
    );
    return rows
      .filter((row) => row.id !== game.id && row.status === 'active')
      .slice(0, recommendedCount)
      .map((row) => item(context, row));
  }

  /**
   * A vendor opened as a whole (live tables, a sportsbook): its own lobby, as a game without a
   * code. Disabled vendors are not found; one in maintenance says so.
   */
  async function vendorEntry(
    context: RequestContext,
    vassalage: string,
    gameType: string | undefined,
  ): Promise<GameRow | undefined> {
    const vendor = await repository.vendorOf(context.merchant.id, vassalage, gameType);
    if (!vendor || vendor.status === 'disabled') return undefined;
    return {
      id: '',
      code: '',
      name: vendor.displayName,
      vassalage,
      vendorName: vendor.displayName,
      gameType: vendor.gameType,
      gameClassify: 'OTHER',
      minBetMinor: '0',
      lineCount: 0,
      isHot: vendor.isHot,
      imagePath: vendor.logoUrl,
      status: vendor.status,
      isFavourite: false,
    };
  }

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
        content: rows.map((row) => item(context, row)),
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
        list: rows.map((row) => item(context, row)),
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

    /**
     * Launch: a game session with the vendor (play money for trial accounts) and the address
     * where the game opens. A game or vendor under maintenance is refused with other games to
     * play instead.
     */
    async launch(
      context: RequestContext,
      member: SignedInMember,
      key:
        | { id: string }
        | { vassalage: string; code: string }
        | { vassalage: string; gameType?: string },
    ): Promise<GameLaunch> {
      const game =
        'id' in key || 'code' in key
          ? await repository.find(context.merchant.id, key, context.language)
          : await vendorEntry(context, key.vassalage, key.gameType);
      if (!game) throw new AppError('game_not_found');
      if (game.status === 'maintenance') {
        throw new AppError('game_maintenance', {
          value: { recommended: await recommended(context, game) },
        });
      }
      // Seamless and transfer-wallet vendors alike: a launch address and how it opens.
      const connection = await deps.vendorWallet.launchOf(context.merchant.id, game.vassalage);
      if (!connection?.launchUrlTemplate) throw new AppError('vendor_wallet_unavailable');
      const isPlayMoney = member.isAgent === trialAgentLevel;
      const token = await deps.vendorWallet.openSession({
        merchantId: context.merchant.id,
        memberId: member.id,
        vassalage: game.vassalage,
        gameCode: game.code,
        currency: context.merchant.currency,
        isPlayMoney,
      });
      const values: Record<string, string> = {
        token,
        game: game.code,
        lang: context.language,
        currency: context.merchant.currency,
        user: member.username,
      };
      const url = connection.launchUrlTemplate.replace(
        /\{(token|game|lang|currency|user)\}/g,
        (_, name: string) => encodeURIComponent(values[name] ?? ''),
      );
      return {
        url: onCdn(context.merchant.launchGameCdns, url),
        title: game.name,
        gameId: game.id,
        isPlayMoney,
        mode: connection.launchMode,
      };
    },
  };
}

export type GamesService = ReturnType<typeof createGamesService>;
