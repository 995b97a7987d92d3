import type { ContractKind } from '@khela/contracts';
import type { Db, Executor } from '../../../db/database';
import type { AgentStatementStatus } from '../../../db/schema/agent-contracts';
import type { Clock } from '../../../lib/clock';
import { dateIn } from '../../../lib/days';
import type { LedgerService } from '../../money';
import { rateAt, settleDifferences, shareOf, tierReached, type ShareOfAgent } from './arithmetic';
import type {
  ContractInForce,
  SettlementRepository,
  StatementValues,
} from './settlement.repository';
import { keptTerms } from './terms';
import {
  closedPeriods,
  fiveMinuteWindows,
  hourWindows,
  type DayPeriod,
  type SettlementWindow,
} from './windows';

/** A merchant that runs a kind, with what settling it needs. */
export type RunningMerchant = Awaited<ReturnType<SettlementRepository['runningKind']>>[number];

/** How far back a run looks for periods not settled yet (after downtime, say). */
const lookback = { realtime: 12, hours: 24, days: 7, periods: 2 };
/** A round closed just before a window's end may commit a moment later. */
const realtimeGraceMs = 60_000;
/** The hour's figures are folded every minute. */
const hourlyGraceMs = 300_000;
/** Payments made per merchant in one run at most (the next run goes on). */
const paymentsPerRun = 5_000;

/** The figures of one agent's statement before the difference model. */
type Figures = Omit<
  StatementValues,
  'downlinesMinor' | 'carryInMinor' | 'carryOutMinor' | 'payMinor' | 'uplineId' | 'contractId'
>;

/**
 * Settles contracts (issue 32): for a merchant, a kind and a period, each contract in force at
 * the period's end is computed on its holder's whole team, the difference model gives each
 * agent its own amount less its direct downlines', and the statement lines are kept; then each
 * line due is paid from the merchant's commission account, once (a repeat of a key moves
 * nothing), in its own transaction with the line marked paid. A crash leaves lines due, which
 * the next run pays; a period computed again pays only what it adds.
 */
export function createSettlement(deps: {
  db: Db;
  repository: SettlementRepository;
  ledger: Pick<LedgerService, 'account' | 'houseAccount' | 'transfer'>;
  clock: Clock;
}) {
  const { repository } = deps;

  /** Each holder's figures of a day-based period (dividend, daily salary). */
  async function dayFigures(
    trx: Executor,
    merchant: RunningMerchant,
    kind: ContractKind,
    contracts: ContractInForce[],
    window: SettlementWindow,
  ): Promise<Figures[]> {
    const ids = contracts.map((contract) => contract.holderId);
    const [days, active] = await Promise.all([
      repository.teamDays(
        trx,
        merchant.merchantId,
        ids,
        window.firstDay ?? '',
        window.lastDay ?? '',
      ),
      repository.activeMembers(trx, merchant.merchantId, ids, window, {
        depositMinor: merchant.activeMinDepositMinor,
        validBetMinor: merchant.activeMinValidBetMinor,
      }),
    ]);
    const byAgent = new Map(days.map((row) => [row.agentId, row]));
    return contracts.map((contract) => {
      const row = byAgent.get(contract.holderId);
      const validBetMinor = BigInt(row?.validBetMinor ?? 0);
      const profitLossMinor = BigInt(row?.profitLossMinor ?? 0);
      const activeMembers = active.get(contract.holderId) ?? 0;
      const isDividend = kind === 'dividend';
      const baseMinor = isDividend ? profitLossMinor : validBetMinor;
      // A losing period is shared at the rate a profit of its size would earn.
      const size = baseMinor < 0n ? -baseMinor : baseMinor;
      const figures = {
        activeMembers: BigInt(activeMembers),
        ...(isDividend ? { profitLoss: size } : { validBet: size }),
      };
      const tiers = keptTerms(contract.terms).tiers ?? [];
      const tier = tierReached(tiers, figures);
      const rateBp = rateAt(tiers, figures);
      return {
        agentId: contract.holderId,
        activeMembers,
        validBetMinor,
        profitLossMinor,
        lostBetMinor: 0n,
        wonBetMinor: 0n,
        baseMinor,
        rateBp,
        tier: tier ? tierJson(tier) : null,
        ownMinor: shareOf(baseMinor, rateBp),
      };
    });
  }

  async function hourFigures(
    trx: Executor,
    merchant: RunningMerchant,
    contracts: ContractInForce[],
    window: SettlementWindow,
  ): Promise<Figures[]> {
    const ids = contracts.map((contract) => contract.holderId);
    const rows = await repository.teamHour(trx, merchant.merchantId, ids, window.startsAt);
    const byAgent = new Map(rows.map((row) => [row.agentId, row]));
    return contracts.map((contract) => {
      const row = byAgent.get(contract.holderId);
      const validBetMinor = BigInt(row?.validBetMinor ?? 0);
      const tiers = keptTerms(contract.terms).tiers ?? [];
      const tier = tierReached(tiers, { hourBet: validBetMinor });
      const rateBp = tier?.rateBp ?? 0;
      return {
        agentId: contract.holderId,
        activeMembers: 0,
        validBetMinor,
        profitLossMinor: BigInt(row?.profitLossMinor ?? 0),
        lostBetMinor: 0n,
        wonBetMinor: 0n,
        baseMinor: validBetMinor,
        rateBp,
        tier: tier ? tierJson(tier) : null,
        ownMinor: shareOf(validBetMinor, rateBp),
      };
    });
  }

  async function realtimeFigures(
    trx: Executor,
    merchant: RunningMerchant,
    contracts: ContractInForce[],
    window: SettlementWindow,
  ): Promise<Figures[]> {
    const terms = new Map(
      contracts.map((contract) => [contract.holderId, keptTerms(contract.terms)]),
    );
    const rounds = await repository.teamRounds(
      trx,
      merchant.merchantId,
      contracts.map((contract) => ({
        agentId: contract.holderId,
        singleBetMinor: terms.get(contract.holderId)?.singleBetMinor ?? 0n,
      })),
      window,
    );
    return contracts.map((contract) => {
      const own = terms.get(contract.holderId) ?? {};
      const row = rounds.get(contract.holderId);
      const lostBetMinor = BigInt(row?.lostMinor ?? 0);
      const wonBetMinor = BigInt(row?.wonMinor ?? 0);
      const lossRateBp = own.lossRateBp ?? 0;
      const profitRateBp = own.profitRateBp ?? 0;
      return {
        agentId: contract.holderId,
        activeMembers: 0,
        validBetMinor: lostBetMinor + wonBetMinor,
        profitLossMinor: 0n,
        lostBetMinor,
        wonBetMinor,
        baseMinor: lostBetMinor + wonBetMinor,
        rateBp: lossRateBp,
        tier: JSON.stringify({ lossRateBp, profitRateBp }),
        ownMinor: shareOf(lostBetMinor, lossRateBp) + shareOf(wonBetMinor, profitRateBp),
      };
    });
  }

  function figuresOf(
    trx: Executor,
    merchant: RunningMerchant,
    kind: ContractKind,
    contracts: ContractInForce[],
    window: SettlementWindow,
  ) {
    if (contracts.length === 0) return Promise.resolve([]);
    if (kind === 'realtime_salary') return realtimeFigures(trx, merchant, contracts, window);
    if (kind === 'hourly_salary') return hourFigures(trx, merchant, contracts, window);
    return dayFigures(trx, merchant, kind, contracts, window);
  }

  /**
   * Computes a period's statements (again when `isRerun`): nothing is paid here. A line keeps
   * the carry it was first computed with, and whether an operator held or refused it.
   */
  async function compute(
    merchant: RunningMerchant,
    kind: ContractKind,
    window: SettlementWindow,
    isRerun: boolean,
  ): Promise<string> {
    return deps.db.transaction().execute(async (trx) => {
      const settlement = await repository.lockSettlement(trx, merchant.merchantId, kind, window);
      if (settlement.computedAt !== null && !isRerun) return settlement.id;
      const contracts = await repository.inForce(
        trx,
        merchant.merchantId,
        kind,
        window.endsAt,
        kind === 'dividend' ? window.period : null,
      );
      const figures = await figuresOf(trx, merchant, kind, contracts, window);
      const holders = new Set(contracts.map((contract) => contract.holderId));
      const existing = await repository.statementsOf(trx, settlement.id);
      const carries =
        kind === 'dividend'
          ? await repository.carries(trx, [...holders], window.startsAt)
          : new Map<string, bigint>();
      const shares: ShareOfAgent[] = contracts.map((contract, index) => ({
        agentId: contract.holderId,
        uplineId:
          contract.uplineId !== null && holders.has(contract.uplineId) ? contract.uplineId : null,
        ownMinor: figures[index]?.ownMinor ?? 0n,
        carryInMinor: BigInt(
          existing.get(contract.holderId)?.carryInMinor ?? carries.get(contract.holderId) ?? 0n,
        ),
      }));
      const payments = settleDifferences(shares, {
        isCarryingLosses: kind === 'dividend' && merchant.isCarryingLosses,
      });
      const now = deps.clock.now();
      const lines = contracts.map((contract, index) => {
        const share = shares[index] as ShareOfAgent;
        const payment = payments.get(contract.holderId);
        if (!payment) throw new Error('a share without its payment');
        const line = {
          ...(figures[index] as Figures),
          contractId: contract.id,
          uplineId: share.uplineId,
          downlinesMinor: payment.downlinesMinor,
          carryInMinor: share.carryInMinor,
          carryOutMinor: payment.carryOutMinor,
          payMinor: payment.payMinor,
        };
        return {
          ...line,
          status: statusOf(merchant, line.payMinor, existing.get(contract.holderId)),
        };
      });
      await repository.upsertStatements(trx, settlement, lines, now);
      await repository.markComputed(trx, settlement.id, now);
      return settlement.id;
    });
  }

  /**
   * Pays one line what it is owed beyond what it was paid, once, and marks it paid. A line
   * another instance is paying right now is skipped (it pays it, or the next run does).
   */
  async function pay(merchant: RunningMerchant, id: string): Promise<boolean> {
    return deps.db.transaction().execute(async (trx) => {
      const line = await repository.lockStatement(trx, id);
      if (line?.status !== 'due') return false;
      const owedMinor = BigInt(line.payMinor) - BigInt(line.paidMinor);
      if (owedMinor > 0n) {
        const { merchantId, currency } = merchant;
        await deps.ledger.transfer(
          {
            merchantId,
            debitAccountId: await deps.ledger.houseAccount(
              merchantId,
              'commission',
              currency,
              line.agentId,
              trx,
            ),
            creditAccountId: await deps.ledger.account(
              { merchantId, kind: 'player', memberId: line.agentId, currency },
              trx,
            ),
            amountMinor: owedMinor,
            // The income report's sources (agent_dividend, agent_daily_salary, …).
            kind: `agent_${line.kind}`,
            reference: `agent-statement:${line.id}`,
            idempotencyKey: `agent-pay:${line.id}:${line.payMinor}`,
          },
          trx,
        );
      }
      await repository.setStatement(trx, id, {
        status: 'paid',
        ...(owedMinor > 0n ? { paidMinor: line.payMinor, paidAt: deps.clock.now() } : {}),
      });
      return owedMinor > 0n;
    });
  }

  /** Pays the merchant's lines that are due; answers how many moved money. */
  async function payDue(merchant: RunningMerchant): Promise<number> {
    let paid = 0;
    for (const id of await repository.dueIds(merchant.merchantId, paymentsPerRun)) {
      if (await pay(merchant, id)) paid += 1;
    }
    await repository.markSettledWhenPaid(merchant.merchantId, deps.clock.now());
    return paid;
  }

  /** The periods of a kind a run settles now for a merchant, oldest first. */
  function windowsOf(kind: ContractKind, merchant: RunningMerchant): SettlementWindow[] {
    const now = deps.clock.now();
    const today = dateIn(now, merchant.timezone);
    switch (kind) {
      case 'realtime_salary':
        return fiveMinuteWindows(new Date(now.getTime() - realtimeGraceMs), lookback.realtime);
      case 'hourly_salary':
        return hourWindows(new Date(now.getTime() - hourlyGraceMs), lookback.hours);
      case 'daily_salary':
        return closedPeriods(today, 'daily', lookback.days, merchant.timezone);
      case 'dividend':
        return merchant.periods.flatMap((period) =>
          closedPeriods(today, period as DayPeriod, lookback.periods, merchant.timezone),
        );
    }
  }

  return {
    compute,
    payDue,

    /** One run of a kind's job: every merchant's periods not settled yet, then payments. */
    async run(kind: ContractKind): Promise<number> {
      let paid = 0;
      for (const merchant of await repository.runningKind(kind)) {
        const windows = windowsOf(kind, merchant);
        const earliest = new Date(
          Math.min(...windows.map((window) => window.startsAt.getTime()), Date.now()),
        );
        const settled = new Map<string, Set<number>>();
        for (const window of windows) {
          let done = settled.get(window.period);
          if (!done) {
            done = await repository.settledSince(
              merchant.merchantId,
              kind,
              window.period,
              earliest,
            );
            settled.set(window.period, done);
          }
          if (done.has(window.startsAt.getTime())) continue;
          // Team figures come from the fold: wait until it has taken what happened in the period.
          if (kind !== 'realtime_salary') {
            if (await repository.isFoldPending(merchant.merchantId, window.endsAt)) break;
          }
          await compute(merchant, kind, window, false);
        }
        paid += await payDue(merchant);
      }
      return paid;
    },
  };
}

/** A line's status after (re)computing: what an operator decided stays; a large sum waits. */
function statusOf(
  merchant: RunningMerchant,
  payMinor: bigint,
  existing:
    { paidMinor: string; status: AgentStatementStatus; decidedBy: string | null } | undefined,
): AgentStatementStatus {
  if (existing?.status === 'held' || existing?.status === 'refused') return existing.status;
  const owedMinor = payMinor - BigInt(existing?.paidMinor ?? 0);
  if (owedMinor <= 0n) return existing?.status ?? 'paid';
  const hold = merchant.holdAboveMinor;
  const isDecided = (existing?.decidedBy ?? null) !== null;
  if (hold !== null && !isDecided && owedMinor > BigInt(hold)) return 'held';
  return 'due';
}

function tierJson(tier: { rateBp: number; minimums: Record<string, bigint | undefined> }): string {
  return JSON.stringify({
    rateBp: tier.rateBp,
    minimums: Object.fromEntries(
      Object.entries(tier.minimums).map(([figure, value]) => [figure, String(value)]),
    ),
  });
}

export type Settlement = ReturnType<typeof createSettlement>;
