import type {
  AnnounceFight,
  CockfightArena,
  CockfightArenas,
  CockfightFight,
  CockfightSideName,
  MoveOdds,
  OperatorRole,
} from '@khela/contracts';
import { cockfightSides, type CockfightSide } from '@khela/games';
import type { Db } from '../../../db/database';
import { wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { OperatorScope } from '../../../plugins/operator-auth';
import { createDeskAccess, type DeskMerchantRow, type OpsService } from '../../platform';
import type { TablesDeskRepository } from '../desk/tables-desk.repository';
import { closedSidesOf, fightPayouts, type SideStakes } from '../rounds/cockfight-rounds';
import type { RoundEngine } from '../rounds/round-engine';
import type { RoundsRepository } from '../rounds/rounds.repository';
import type { CockfightRepository, FightRow, SideRow } from './cockfight.repository';

type ArenaRow = Awaited<ReturnType<TablesDeskRepository['tables']>>[number];

/** Who runs fights: owners and admins; finance watches. */
const runners: readonly OperatorRole[] = ['owner', 'admin'];
const watchers: readonly OperatorRole[] = ['owner', 'admin', 'finance'];
const recentFights = 10;
/** An announced fight takes bets until the operator closes it, a day at most. */
const fightOpenMaxMs = 86_400_000;

/** A merchant's fight as its steps read it. */
type MerchantFight = NonNullable<Awaited<ReturnType<CockfightRepository['fight']>>>;

/**
 * The operators' cockfight console: each arena's fight under way with the house's exposure on
 * every side live, and the steps of a fight — announce (betting opens), move a fixed fight's
 * odds, close the betting, declare the winner (the fight is paid at once), or cancel (every
 * stake back). Each step is logged in its transaction and told to the arena's players.
 */
export function createCockfightService(deps: {
  db: Db;
  repository: CockfightRepository;
  desk: TablesDeskRepository;
  rounds: RoundsRepository;
  engine: Pick<RoundEngine, 'cancel' | 'advance'>;
  ops: OpsService;
  clock: Clock;
  changed: (tableIds: string[]) => void;
}) {
  const { repository } = deps;
  const access = createDeskAccess(deps);

  function fightOf(
    merchant: DeskMerchantRow,
    fight: FightRow,
    seen: { sides: SideRow[]; players: Map<string, number>; exposure: bigint[] },
    arena: ArenaRow,
  ): CockfightFight {
    const { sides, exposure } = seen;
    const money = (minor: bigint) => wire(minor, merchant.currency);
    const own = sides.filter((row) => row.roundId === fight.id);
    const stakes = Object.fromEntries(
      cockfightSides.map((side) => {
        const row = own.find((entry) => entry.area === side);
        return [
          side,
          {
            stakeMinor: BigInt(row?.stakeMinor ?? 0),
            atOddsMinor: BigInt(row?.atOddsMinor ?? 0),
          },
        ];
      }),
    ) as Record<CockfightSide, SideStakes>;
    const payouts = fightPayouts(fight, stakes);
    const totalMinor = cockfightSides.reduce((sum, side) => sum + stakes[side].stakeMinor, 0n);
    const odds = {
      meron: fight.meronOddsMilli,
      wala: fight.walaOddsMilli,
      draw: fight.drawOddsMilli,
      bdd: fight.bddOddsMilli,
    };
    // BDD shows where the fight offers it.
    const offered = cockfightSides.filter((side) => side !== 'bdd' || odds.bdd !== null);
    const closed =
      fight.status === 'open'
        ? closedSidesOf(exposure, {
            minStakeMinor: BigInt(arena.minStakeMinor),
            capMinor: BigInt(arena.maxRoundPayoutMinor),
            odds,
            isFixed: fight.meronOddsMilli !== null,
          })
        : [];
    const result = fight.result as { winner?: CockfightSideName } | null;
    return {
      id: fight.id,
      number: fight.number,
      label: fight.label ?? fight.number,
      status: fight.status,
      winner: result?.winner ?? null,
      opensAt: fight.opensAt.toISOString(),
      closedAt: fight.status === 'open' ? null : fight.closesAt.toISOString(),
      players: seen.players.get(fight.id) ?? 0,
      sides: offered.map((side) => ({
        side,
        odds: odds[side],
        stake: money(stakes[side].stakeMinor),
        bets: Number(own.find((row) => row.area === side)?.bets ?? 0),
        payoutIfWins: money(payouts[side]),
        houseIfWins: money(totalMinor - payouts[side]),
        isClosed: closed.includes(side),
      })),
      cancelReason: fight.cancelReason,
    };
  }

  async function arenasOf(merchant: DeskMerchantRow, code?: string): Promise<CockfightArena[]> {
    const arenas = (await deps.desk.tables(merchant.id, code)).filter(
      (row) => row.game === 'cockfight',
    );
    const fights = await repository.fights(
      arenas.map((arena) => arena.id),
      recentFights,
    );
    const ids = fights.map((fight) => fight.id);
    const [sides, players] = await Promise.all([repository.sides(ids), repository.players(ids)]);
    const under = fights.filter((fight) => ['open', 'closed', 'resolved'].includes(fight.status));
    const exposures = new Map(
      await Promise.all(
        under.map(async (fight) => [fight.id, await repository.exposure(fight.id)] as const),
      ),
    );
    return arenas.map((arena) => {
      const own = fights
        .filter((fight) => fight.tableId === arena.id)
        .map((fight) =>
          fightOf(
            merchant,
            fight,
            { sides, players, exposure: exposures.get(fight.id) ?? [] },
            arena,
          ),
        );
      const current = own.find((fight) => ['open', 'closed', 'resolved'].includes(fight.status));
      return {
        code: arena.code,
        name: ((arena.names as Record<string, string> | null) ?? {}).en ?? arena.code,
        status: arena.status,
        pricing: arena.pricing,
        commissionPercent: arena.commissionBp / 100,
        drawOdds: arena.drawOddsMilli,
        bddOdds: arena.bddOddsMilli,
        streamUrl: arena.streamUrl,
        maxFightPayout: wire(arena.maxRoundPayoutMinor, merchant.currency),
        current: current ?? null,
        recent: own.filter((fight) => fight !== current),
      };
    });
  }

  /** The arena a code names, as the console shows it. */
  async function arenaView(merchant: DeskMerchantRow, code: string): Promise<CockfightArena> {
    const [arena] = await arenasOf(merchant, code);
    if (!arena) throw new AppError('table_not_found');
    return arena;
  }

  /** A step on a fight of the merchant's, logged, then told to its arena's players. */
  async function step(
    actor: OperatorScope,
    merchant: DeskMerchantRow,
    fightId: string,
    action: 'cockfight_odds' | 'cockfight_close' | 'cockfight_declare',
    detail: Record<string, unknown>,
    work: (trx: Parameters<Parameters<typeof access.change>[3]>[0]) => Promise<boolean>,
    refusal?: (fight: MerchantFight) => AppError | null,
  ) {
    const fight = await repository.fight(merchant.id, fightId);
    if (!fight) throw new AppError('cockfight_fight_not_found');
    const refused = refusal?.(fight);
    if (refused) throw refused;
    await access.change(
      actor,
      merchant.id,
      { action, target: `table:${fight.code}`, detail: { number: fight.number, ...detail } },
      async (trx) => {
        if (!(await work(trx))) throw new AppError('cockfight_step_refused');
      },
    );
    deps.changed([fight.tableId]);
    return fight;
  }

  return {
    async arenas(
      actor: OperatorScope,
      merchantCode: string | undefined,
      language: string,
    ): Promise<CockfightArenas> {
      const merchant = await access.merchantOf(actor, merchantCode, language, watchers);
      return { arenas: await arenasOf(merchant) };
    },

    /** Announces an arena's next fight: bets are taken at once (fixed: at its odds). */
    async announce(
      actor: OperatorScope,
      merchantCode: string | undefined,
      code: string,
      input: AnnounceFight,
      language: string,
    ): Promise<CockfightArena> {
      const merchant = await access.merchantOf(actor, merchantCode, language, runners);
      const [arena] = await deps.desk.tables(merchant.id, code);
      if (!arena || arena.game !== 'cockfight') throw new AppError('table_not_found');
      if (arena.status !== 'active') throw new AppError('cockfight_arena_paused');
      const isFixed = arena.pricing === 'fixed';
      if (isFixed && (input.meronOdds === undefined || input.walaOdds === undefined)) {
        throw new AppError('validation_failed', { field: 'meronOdds' });
      }
      const now = deps.clock.now();
      const day = now.toISOString().slice(0, 10).replaceAll('-', '');
      const number = `${day}-${String((await repository.fightsOn(arena.id, day)) + 1).padStart(4, '0')}`;
      await access.change(
        actor,
        merchant.id,
        { action: 'cockfight_announce', target: `table:${code}`, detail: { number, ...input } },
        async (trx) => {
          const made = await deps.rounds.newRound(trx, {
            merchantId: merchant.id,
            tableId: arena.id,
            chainId: null,
            seedIndex: null,
            number,
            opensAt: now,
            closesAt: new Date(now.getTime() + fightOpenMaxMs),
            seedHash: null,
            shoeId: null,
            classCount: cockfightSides.length,
            capMinor: BigInt(arena.maxRoundPayoutMinor),
            crashEdgeBp: null,
            crashMaxMultiplier: null,
            fight: {
              label: input.label,
              meronOddsMilli: isFixed ? (input.meronOdds ?? null) : null,
              walaOddsMilli: isFixed ? (input.walaOdds ?? null) : null,
              drawOddsMilli: arena.drawOddsMilli,
              bddOddsMilli: arena.bddOddsMilli,
              commissionBp: isFixed ? null : arena.commissionBp,
            },
          });
          if (!made) throw new AppError('cockfight_fight_under_way');
        },
      );
      deps.changed([arena.id]);
      return arenaView(merchant, code);
    },

    /** Moves an open fixed fight's odds: bets from now on are taken at them. */
    async moveOdds(
      actor: OperatorScope,
      merchantCode: string | undefined,
      fightId: string,
      input: MoveOdds,
      language: string,
    ): Promise<CockfightArena> {
      const merchant = await access.merchantOf(actor, merchantCode, language, runners);
      const fight = await step(actor, merchant, fightId, 'cockfight_odds', { ...input }, (trx) =>
        repository.moveOdds(trx, fightId, { meron: input.meronOdds, wala: input.walaOdds }),
      );
      return arenaView(merchant, fight.code);
    },

    /** Closes a fight's betting (bets in flight finish first; none is taken after). */
    async close(
      actor: OperatorScope,
      merchantCode: string | undefined,
      fightId: string,
      language: string,
    ): Promise<CockfightArena> {
      const merchant = await access.merchantOf(actor, merchantCode, language, runners);
      const fight = await step(actor, merchant, fightId, 'cockfight_close', {}, (trx) =>
        repository.close(trx, fightId, deps.clock.now()),
      );
      return arenaView(merchant, fight.code);
    },

    /** Declares a closed fight's winner; the fight is paid at once. */
    async declare(
      actor: OperatorScope,
      merchantCode: string | undefined,
      fightId: string,
      winner: CockfightSideName,
      language: string,
    ): Promise<CockfightArena> {
      const merchant = await access.merchantOf(actor, merchantCode, language, runners);
      const fight = await step(
        actor,
        merchant,
        fightId,
        'cockfight_declare',
        { winner },
        (trx) =>
          repository.declare(trx, {
            roundId: fightId,
            winner,
            operatorId: actor.operator.id,
            now: deps.clock.now(),
          }),
        // Both cocks died: a result only of a fight announced with the side bet (the
        // statement checks it again).
        (row) =>
          winner === 'bdd' && row.bddOddsMilli === null
            ? new AppError('cockfight_bdd_not_offered')
            : null,
      );
      const declared = await deps.rounds.round(fightId);
      // Paid now; should this fail, the engine's run pays it (a declared fight is due).
      if (declared) await deps.engine.advance(declared);
      return arenaView(merchant, fight.code);
    },

    /** Cancels a fight not yet declared: every stake refunded by the engine's refund step. */
    async cancel(
      actor: OperatorScope,
      merchantCode: string | undefined,
      fightId: string,
      reason: string,
      language: string,
    ): Promise<CockfightArena> {
      const merchant = await access.merchantOf(actor, merchantCode, language, runners);
      const fight = await repository.fight(merchant.id, fightId);
      if (!fight) throw new AppError('cockfight_fight_not_found');
      const arena = await deps.rounds.table(fight.tableId);
      if (!arena) throw new AppError('table_not_found');
      await access.change(
        actor,
        merchant.id,
        {
          action: 'table_round_cancel',
          target: `table:${fight.code}`,
          detail: { number: fight.number, reason },
        },
        async (trx) => {
          const cancelled = await deps.engine.cancel(
            arena,
            fight,
            { reason, operatorId: actor.operator.id, merchantId: merchant.id },
            trx,
          );
          if (!cancelled) throw new AppError('cockfight_step_refused');
        },
      );
      return arenaView(merchant, fight.code);
    },
  };
}

export type CockfightService = ReturnType<typeof createCockfightService>;
