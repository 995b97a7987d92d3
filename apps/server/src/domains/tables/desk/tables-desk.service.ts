import type {
  CreateTable,
  DeskTable,
  DeskTableRounds,
  DeskTables,
  OperatorRole,
  TableResultWire,
  UpdateTable,
} from '@khela/contracts';
import type { Db } from '../../../db/database';
import type { GameTableGame } from '../../../db/schema';
import { parseAmount, wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { OperatorScope } from '../../../plugins/operator-auth';
import { createDeskAccess, type DeskMerchantRow, type OpsService } from '../../platform';
import { installTablesVendor } from '../install';
import type { RoundEngine } from '../rounds/round-engine';
import { resultOf } from '../tables.rules';
import type { TableValues, TablesDeskRepository } from './tables-desk.repository';

type TableRow = Awaited<ReturnType<TablesDeskRepository['tables']>>[number];

/** Who keeps the tables: owners and admins; finance reads their takings. */
const keepers: readonly OperatorRole[] = ['owner', 'admin'];
const readers: readonly OperatorRole[] = ['owner', 'admin', 'finance'];
const roundsPageSize = 30;
const dayMs = 86_400_000;

/**
 * The operators' tables desk: a merchant's tables (create one, pause or resume it, its schedule
 * and limits, from the next round on), each table's rounds, cancelling a round still taking
 * bets (its stakes refunded), and what each table took. Every change is logged in its
 * transaction.
 */
export function createTablesDeskService(deps: {
  db: Db;
  repository: TablesDeskRepository;
  engine: Pick<RoundEngine, 'cancel'>;
  ops: OpsService;
  clock: Clock;
}) {
  const { repository } = deps;
  const access = createDeskAccess(deps);

  function toTable(
    merchant: DeskMerchantRow,
    row: TableRow,
    takings: Awaited<ReturnType<TablesDeskRepository['takings']>>[number] | undefined,
  ): DeskTable {
    const money = (minor: string | number) => wire(String(minor), merchant.currency);
    const limits = row.areaLimits as Record<
      string,
      { minStakeMinor: number; maxStakeMinor: number }
    >;
    const stakeMinor = BigInt(takings?.stakeMinor ?? 0);
    const payoutMinor = BigInt(takings?.payoutMinor ?? 0);
    return {
      code: row.code,
      game: row.game,
      names: (row.names as Record<string, string> | null) ?? {},
      status: row.status,
      bettingSeconds: Math.round(row.bettingMs / 1000),
      resultSeconds: Math.round(row.resultMs / 1000),
      minStake: money(row.minStakeMinor),
      maxStake: money(row.maxStakeMinor),
      maxRoundPayout: money(row.maxRoundPayoutMinor),
      areaLimits: Object.fromEntries(
        Object.entries(limits).map(([kind, own]) => [
          kind,
          { minStake: money(own.minStakeMinor), maxStake: money(own.maxStakeMinor) },
        ]),
      ),
      crash:
        row.game === 'crash'
          ? { edgePercent: row.crashEdgeBp / 100, maxMultiplier: row.crashMaxMultiplier }
          : null,
      cockfight:
        row.game === 'cockfight'
          ? {
              pricing: row.pricing,
              commissionPercent: row.commissionBp / 100,
              drawOdds: row.drawOddsMilli,
              bddOdds: row.bddOddsMilli,
              streamUrl: row.streamUrl,
            }
          : null,
      current:
        row.roundId && row.roundNumber && row.roundStatus
          ? { id: row.roundId, number: row.roundNumber, status: row.roundStatus }
          : null,
      takings: {
        rounds: Number(takings?.rounds ?? 0),
        bets: Number(takings?.bets ?? 0),
        players: Number(takings?.players ?? 0),
        stake: wire(stakeMinor, merchant.currency),
        payout: wire(payoutMinor, merchant.currency),
        ggr: wire(stakeMinor - payoutMinor, merchant.currency),
      },
    };
  }

  /** Settings in minor units, each amount checked; the minimum never above the maximum. */
  function valuesOf(
    merchant: DeskMerchantRow,
    language: string,
    input: Partial<Omit<CreateTable, 'code' | 'game' | 'names'>>,
    current?: TableRow,
  ): Partial<TableValues> {
    const context = { language, merchant: { currency: merchant.currency } };
    const amount = (raw: string | undefined, path: string) =>
      raw === undefined ? undefined : parseAmount(context, raw, { path }).toString();
    const values: Partial<TableValues> = {
      bettingMs: input.bettingSeconds === undefined ? undefined : input.bettingSeconds * 1000,
      resultMs: input.resultSeconds === undefined ? undefined : input.resultSeconds * 1000,
      minStakeMinor: amount(input.minStake, 'minStake'),
      maxStakeMinor: amount(input.maxStake, 'maxStake'),
      maxRoundPayoutMinor: amount(input.maxRoundPayout, 'maxRoundPayout'),
      crashEdgeBp:
        input.crashEdgePercent === undefined ? undefined : Math.round(input.crashEdgePercent * 100),
      crashMaxMultiplier: input.crashMaxMultiplier,
      pricing: input.pricing,
      commissionBp:
        input.commissionPercent === undefined
          ? undefined
          : Math.round(input.commissionPercent * 100),
      drawOddsMilli: input.drawOdds,
      bddOddsMilli: input.bddOdds,
      streamUrl: input.streamUrl,
    };
    if (input.areaLimits) {
      values.areaLimits = Object.fromEntries(
        Object.entries(input.areaLimits).map(([kind, own]) => {
          const min = Number(amount(own.minStake, `areaLimits.${kind}.minStake`));
          const max = Number(amount(own.maxStake, `areaLimits.${kind}.maxStake`));
          if (min > max) throw new AppError('validation_failed', { field: `areaLimits.${kind}` });
          return [kind, { minStakeMinor: min, maxStakeMinor: max }];
        }),
      );
    }
    const min = BigInt(values.minStakeMinor ?? current?.minStakeMinor ?? 0);
    const max = BigInt(values.maxStakeMinor ?? current?.maxStakeMinor ?? 0);
    if (min > max) throw new AppError('validation_failed', { field: 'minStake' });
    return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  }

  /** A change as the action log words it: area limits as a list (their kinds are not words). */
  function logged(input: Partial<CreateTable>) {
    if (!input.areaLimits) return input;
    return {
      ...input,
      areaLimits: Object.entries(input.areaLimits).map(([kind, own]) => ({ kind, ...own })),
    };
  }

  async function tableOf(merchant: DeskMerchantRow, code: string): Promise<TableRow> {
    const [row] = await repository.tables(merchant.id, code);
    if (!row) throw new AppError('table_not_found');
    return row;
  }

  async function viewOf(merchant: DeskMerchantRow, code: string): Promise<DeskTable> {
    const now = deps.clock.now();
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const takings = await repository.takings(merchant.id, from, new Date(from.getTime() + dayMs));
    const row = await tableOf(merchant, code);
    return toTable(
      merchant,
      row,
      takings.find((entry) => entry.tableId === row.id),
    );
  }

  return {
    /** The merchant's tables with their takings from `from` to `to` (UTC days; today by default). */
    async tables(
      actor: OperatorScope,
      query: { merchant?: string; from?: string; to?: string },
      language: string,
    ): Promise<DeskTables> {
      const merchant = await access.merchantOf(actor, query.merchant, language, readers);
      const today = deps.clock.now().toISOString().slice(0, 10);
      const from = query.from ?? today;
      const to = query.to ?? from;
      if (to < from) throw new AppError('validation_failed', { field: 'to' });
      const [rows, takings] = await Promise.all([
        repository.tables(merchant.id),
        repository.takings(
          merchant.id,
          new Date(`${from}T00:00:00Z`),
          new Date(new Date(`${to}T00:00:00Z`).getTime() + dayMs),
        ),
      ]);
      return {
        from,
        to,
        tables: rows.map((row) =>
          toTable(
            merchant,
            row,
            takings.find((entry) => entry.tableId === row.id),
          ),
        ),
      };
    },

    async create(
      actor: OperatorScope,
      code: string | undefined,
      input: CreateTable,
      language: string,
    ): Promise<DeskTable> {
      const merchant = await access.merchantOf(actor, code, language, keepers);
      const values = valuesOf(merchant, language, input) as TableValues;
      const isNew = !(await repository.hasVendor(merchant.id));
      await access.change(
        actor,
        merchant.id,
        { action: 'table_create', target: `table:${input.code}`, detail: logged(input) },
        async (trx) => {
          if (isNew) await installTablesVendor(trx, merchant.id);
          await repository.insertTable(trx, {
            ...values,
            merchantId: merchant.id,
            code: input.code,
            game: input.game as GameTableGame,
            names: input.names,
          });
        },
        { code: 'table_code_taken', field: 'code' },
      );
      return viewOf(merchant, input.code);
    },

    async update(
      actor: OperatorScope,
      merchantCode: string | undefined,
      code: string,
      input: UpdateTable,
      language: string,
    ): Promise<DeskTable> {
      const merchant = await access.merchantOf(actor, merchantCode, language, keepers);
      const current = await tableOf(merchant, code);
      const values = valuesOf(merchant, language, input, current);
      await access.change(
        actor,
        merchant.id,
        { action: 'table_update', target: `table:${code}`, detail: logged(input) },
        (trx) =>
          repository.updateTable(trx, {
            ...values,
            merchantId: merchant.id,
            code,
            now: deps.clock.now(),
            ...(input.status ? { status: input.status } : {}),
            ...(input.names ? { names: input.names } : {}),
          }),
      );
      return viewOf(merchant, code);
    },

    /** A table's rounds, newest first, with their results, stakes and cancellations. */
    async rounds(
      actor: OperatorScope,
      query: { merchant?: string; page: number },
      code: string,
      language: string,
    ): Promise<DeskTableRounds> {
      const merchant = await access.merchantOf(actor, query.merchant, language, readers);
      const table = await tableOf(merchant, code);
      const { rows, total } = await repository.rounds(
        table.id,
        roundsPageSize,
        (query.page - 1) * roundsPageSize,
      );
      const money = (minor: string | null) => wire(minor ?? '0', merchant.currency);
      const isOver = (status: string) => status === 'settled' || status === 'refunded';
      return {
        rounds: rows.map((row) => ({
          id: row.id,
          number: row.number,
          status: row.status,
          opensAt: row.opensAt.toISOString(),
          closesAt: row.closesAt.toISOString(),
          result: resultOf(row.status, row.result) as TableResultWire | null,
          seedHash: row.seedHash,
          seed: row.seed,
          bets: isOver(row.status) ? row.betCount : Number(row.liveBets ?? 0),
          players: Number(row.players ?? 0),
          stake: money(isOver(row.status) ? row.stakeMinor : row.liveStakeMinor),
          payout: money(row.payoutMinor),
          cancelReason: row.cancelReason,
          cancelledBy: row.cancelledByName ?? null,
          cancelledAt: row.cancelledAt?.toISOString() ?? null,
        })),
        page: query.page,
        totalPages: Math.max(1, Math.ceil(total / roundsPageSize)),
      };
    },

    /** Cancels a round still taking bets (or closed, not yet drawn); its stakes are refunded. */
    async cancelRound(
      actor: OperatorScope,
      merchantCode: string | undefined,
      roundId: string,
      reason: string,
      language: string,
    ): Promise<DeskTable> {
      const merchant = await access.merchantOf(actor, merchantCode, language, keepers);
      const round = await repository.round(merchant.id, roundId);
      if (!round) throw new AppError('table_round_not_cancellable');
      const table = await repository.tableById(round.tableId);
      if (!table) throw new AppError('table_not_found');
      await access.change(
        actor,
        merchant.id,
        {
          action: 'table_round_cancel',
          target: `table:${round.code}`,
          detail: { number: round.number, reason },
        },
        async (trx) => {
          const cancelled = await deps.engine.cancel(
            table,
            round,
            { reason, operatorId: actor.operator.id, merchantId: merchant.id },
            trx,
          );
          if (!cancelled) throw new AppError('table_round_not_cancellable');
        },
      );
      return viewOf(merchant, round.code);
    },
  };
}

export type TablesDeskService = ReturnType<typeof createTablesDeskService>;
