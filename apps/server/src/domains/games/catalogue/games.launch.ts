import type { GameItem, GameLaunch } from '@khela/contracts';
import { AppError } from '../../../lib/errors';
import type { RequestContext } from '../../../plugins/context';
import type { SignedInMember } from '../../../plugins/member-auth';
import type { VendorWalletService } from '../vendor-wallet/vendor-wallet.service';
import type { GameRow, GamesRepository } from './games.repository';
import { fillLaunchTemplate, gameItemOf, launchKeyOf, onCdn, type LaunchKey } from './games.rules';

/** Trial accounts (isAgent 4) play with play money. */
const trialAgentLevel = 4;
/** Games offered instead of one under maintenance. */
const recommendedCount = 6;

/**
 * Launching a game: a game session with the vendor through its wallet connection, and the
 * address where the game opens.
 */
export function createGameLaunch(deps: {
  repository: GamesRepository;
  vendorWallet: VendorWalletService;
}) {
  const { repository } = deps;

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
      .map((row) => gameItemOf(context, row));
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

  /** The game (or vendor lobby) a key names, refused when it cannot be played now. */
  async function playable(context: RequestContext, key: LaunchKey): Promise<GameRow> {
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
    return game;
  }

  /**
   * Launch: a game session with the vendor (play money for trial accounts) and the address
   * where the game opens. A game or vendor under maintenance is refused with other games to
   * play instead.
   */
  async function launch(
    context: RequestContext,
    member: SignedInMember,
    query: Parameters<typeof launchKeyOf>[0],
  ): Promise<GameLaunch> {
    const key = launchKeyOf(query);
    if (!key) throw new AppError('game_not_found');
    const game = await playable(context, key);
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
    const url = fillLaunchTemplate(connection.launchUrlTemplate, {
      token,
      game: game.code,
      lang: context.language,
      currency: context.merchant.currency,
      user: member.username,
    });
    return {
      url: onCdn(context.merchant.launchGameCdns, url),
      title: game.name,
      gameId: game.id,
      isPlayMoney,
      mode: connection.launchMode,
    };
  }

  return { launch };
}
