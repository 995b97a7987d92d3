import {
  agentReportPageSize,
  contractKinds,
  roleTable,
  type ActiveRule,
  type ContractDeskSettings,
  type ContractEndRequest,
  type ContractKind,
  type ContractKindSettingsRequest,
  type ContractOfferAnswer,
  type ContractOfferRequest,
  type DeskContracts,
  type DeskContractsQuery,
  type SettlementDetail,
  type Settlements,
  type StatementDecisionRequest,
} from '@khela/contracts';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import { wire } from '../../../lib/amounts';
import { AppError } from '../../../lib/errors';
import type { OperatorScope } from '../../../plugins/operator-auth';
import type { MerchantService, OpsService } from '../../platform';
import { createContractLife } from './contract-life';
import type { ContractsDeskRepository } from './contracts-desk.repository';
import type { ContractsRepository } from './contracts.repository';
import { toContract } from './contracts.service';
import type { Settlement } from './settlement';
import type { SettlementRepository } from './settlement.repository';
import { toStatement } from './statements.service';
import { parseTerms, storedTerms } from './terms';
import { windowOf } from './windows';
import { createContractDesk, deskAmount, settlementOf } from './desk-wire';

/**
 * The back office's contracts desk: the merchant's bounds per kind and its rule of an active
 * member, every agent's contracts, the operator's contracts for agents at the top (active at
 * once) and ending any contract, and the settlements: their lines, a period computed again
 * (paying only what it adds) and payments held above the threshold released or refused.
 */
export function createContractsDeskService(deps: {
  db: Db;
  ops: OpsService;
  merchants: Pick<MerchantService, 'snapshot'>;
  repository: ContractsDeskRepository;
  contracts: ContractsRepository;
  settlements: Pick<SettlementRepository, 'runningKind' | 'lockSettlement'>;
  settlement: Pick<Settlement, 'compute' | 'payDue'>;
  clock: Clock;
}) {
  const { repository } = deps;
  const { access, deskOf } = createContractDesk(deps);
  const life = createContractLife(deps.contracts);

  return {
    async settings(
      actor: OperatorScope,
      code: string | undefined,
      language: string,
    ): Promise<ContractDeskSettings> {
      const { desk, merchant } = await deskOf(actor, code, language, roleTable.agentDesk);
      const [kinds, rule] = await Promise.all([
        repository.kinds(desk.id),
        repository.activeRule(desk.id),
      ]);
      const currency = merchant.currency;
      return {
        currency,
        kinds: contractKinds.map((kind) => {
          const row = kinds.find((one) => one.kind === kind);
          return {
            kind,
            isEnabled: row?.isEnabled ?? false,
            maxRateBp: row?.maxRateBp ?? 10_000,
            periods: (row?.periods ?? []) as ContractDeskSettings['kinds'][number]['periods'],
            isCarryingLosses: row?.isCarryingLosses ?? true,
            holdAbove: row?.holdAboveMinor ? wire(row.holdAboveMinor, currency) : '',
          };
        }),
        activeRule: {
          minDeposit: wire(rule?.activeMinDepositMinor ?? '0', currency),
          minValidBet: wire(rule?.activeMinValidBetMinor ?? '1', currency),
        },
      };
    },

    async saveKind(
      actor: OperatorScope,
      code: string | undefined,
      kind: ContractKind,
      input: ContractKindSettingsRequest,
      language: string,
    ) {
      const { desk, context } = await deskOf(actor, code, language, roleTable.agentSetup);
      const holdAboveMinor =
        input.holdAbove === ''
          ? null
          : String(deskAmount(context, input.holdAbove, 'holdAbove', 1n));
      const values = {
        isEnabled: input.isEnabled,
        maxRateBp: input.maxRateBp,
        periods: kind === 'dividend' ? [...new Set(input.periods)] : [],
        isCarryingLosses: input.isCarryingLosses,
        holdAboveMinor,
      };
      if (kind === 'dividend' && values.isEnabled && values.periods.length === 0) {
        throw new AppError('validation_failed', { field: 'periods' });
      }
      await access.change(
        actor,
        desk.id,
        {
          action: 'agent_contract_kind_update',
          target: `merchant:${desk.code}`,
          detail: {
            kind,
            isEnabled: values.isEnabled,
            maxRateBasisPoints: values.maxRateBp,
            periods: values.periods,
            isCarryingLosses: values.isCarryingLosses,
            holdAboveMinor,
          },
        },
        (trx) => repository.saveKind(trx, desk.id, kind, values),
      );
    },

    async saveActiveRule(
      actor: OperatorScope,
      code: string | undefined,
      input: ActiveRule,
      language: string,
    ) {
      const { desk, context } = await deskOf(actor, code, language, roleTable.agentSetup);
      const values = {
        activeMinDepositMinor: String(deskAmount(context, input.minDeposit, 'minDeposit', 0n)),
        activeMinValidBetMinor: String(deskAmount(context, input.minValidBet, 'minValidBet', 1n)),
      };
      await access.change(
        actor,
        desk.id,
        {
          action: 'agent_contract_rule_update',
          target: `merchant:${desk.code}`,
          detail: values,
        },
        (trx) => repository.saveActiveRule(trx, desk.id, values),
      );
    },

    async contracts(
      actor: OperatorScope,
      query: DeskContractsQuery,
      language: string,
    ): Promise<DeskContracts> {
      const { desk, merchant } = await deskOf(actor, query.merchant, language, roleTable.agentDesk);
      const page = query.page ?? 1;
      const { ids, total } = await repository.contracts(
        desk.id,
        query,
        (page - 1) * agentReportPageSize,
        agentReportPageSize,
      );
      const rows = await deps.contracts.byIds(desk.id, ids);
      return {
        currency: merchant.currency,
        page,
        totalPages: Math.max(1, Math.ceil(total / agentReportPageSize)),
        rows: rows.map((row) => toContract(row, merchant.currency)),
      };
    },

    /** The operator's contract for an agent at the top, active at once (warned like an upline). */
    async setTop(
      actor: OperatorScope,
      code: string | undefined,
      input: ContractOfferRequest,
      language: string,
    ): Promise<ContractOfferAnswer> {
      const { desk, merchant } = await deskOf(actor, code, language, roleTable.agentSetup);
      const bounds = await deps.contracts.bounds(desk.id, input.kind);
      if (!bounds?.isEnabled) throw new AppError('contract_kind_disabled');
      const terms = parseTerms(
        { language, currency: merchant.currency },
        input.kind,
        input.terms,
        bounds,
      );
      let answer: ContractOfferAnswer = { offered: null, endingDownlines: [] };
      let contractId = '';
      await access
        .change(
          actor,
          desk.id,
          () => ({
            action: 'agent_contract_set',
            target: `member:${input.username}`,
            detail: { kind: input.kind, contractId, username: input.username },
          }),
          async (trx) => {
            const holder = await deps.contracts.topAgent(trx, desk.id, input.username);
            if (!holder) throw new AppError('contract_direct_only');
            const ending = await life.uncovered(trx, holder.id, input.kind, terms);
            if (ending.length > 0 && input.isEndingDownlines !== true) {
              answer = {
                offered: null,
                endingDownlines: ending.map((row) => ({
                  username: row.holder,
                  contract: toContract(row, merchant.currency),
                })),
              };
              throw new NotConfirmed();
            }
            const now = deps.clock.now();
            contractId = await deps.contracts.insert(trx, {
              merchantId: desk.id,
              kind: input.kind,
              holderId: holder.id,
              uplineId: null,
              terms: storedTerms(terms),
              status: 'offered',
              isEndingDownlines: ending.length > 0,
              at: now,
              operatorId: actor.operator.id,
            });
            const row = await deps.contracts.lock(trx, desk.id, contractId);
            if (!row) throw new Error('the contract just made is missing');
            await deps.contracts.event(trx, row, 'offered', { operatorId: actor.operator.id }, now);
            await life.activate(trx, row, { operatorId: actor.operator.id }, now);
            const active = await deps.contracts.lock(trx, desk.id, contractId);
            answer = {
              offered: active ? toContract(active, merchant.currency) : null,
              endingDownlines: [],
            };
          },
        )
        .catch((error: unknown) => {
          if (!(error instanceof NotConfirmed)) throw error;
        });
      return answer;
    },

    /** Ends any contract (or withdraws an offer), with what hangs from it. */
    async end(
      actor: OperatorScope,
      code: string | undefined,
      id: string,
      input: ContractEndRequest,
      language: string,
    ) {
      const { desk } = await deskOf(actor, code, language, roleTable.agentSetup);
      await access.change(
        actor,
        desk.id,
        {
          action: 'agent_contract_end',
          target: `contract:${id}`,
          detail: { reason: input.reason },
        },
        async (trx) => {
          const row = await deps.contracts.lock(trx, desk.id, id);
          if (!row) throw new AppError('contract_not_found');
          if (row.status !== 'active' && row.status !== 'offered') {
            throw new AppError('contract_request_closed');
          }
          await life.end(trx, row, 'operator', { operatorId: actor.operator.id }, deps.clock.now());
        },
      );
    },

    async settlements(
      actor: OperatorScope,
      code: string | undefined,
      kind: ContractKind,
      page: number,
      language: string,
    ): Promise<Settlements> {
      const { desk, merchant } = await deskOf(actor, code, language, roleTable.agentDesk);
      const { rows, total } = await repository.settlements(
        desk.id,
        kind,
        (page - 1) * agentReportPageSize,
        agentReportPageSize,
      );
      return {
        currency: merchant.currency,
        page,
        totalPages: Math.max(1, Math.ceil(total / agentReportPageSize)),
        rows: rows.map((row) => settlementOf(row, merchant.currency)),
      };
    },

    async settlement(
      actor: OperatorScope,
      code: string | undefined,
      id: string,
      language: string,
    ): Promise<SettlementDetail> {
      const { desk, merchant } = await deskOf(actor, code, language, roleTable.agentDesk);
      const row = await repository.settlement(desk.id, id);
      if (!row) throw new AppError('not_found');
      const lines = await repository.lines(id);
      return {
        currency: merchant.currency,
        settlement: settlementOf(row, merchant.currency),
        lines: lines.map((line) => ({
          ...toStatement(line, merchant.currency),
          agent: line.agent,
          upline: line.upline,
        })),
      };
    },

    /** Computes a period again from today's figures and pays only what it adds. */
    async rerun(actor: OperatorScope, code: string | undefined, id: string, language: string) {
      const { desk, merchant } = await deskOf(actor, code, language, roleTable.finance);
      const row = await repository.settlement(desk.id, id);
      if (!row) throw new AppError('not_found');
      const [running] = await deps.settlements.runningKind(row.kind, desk.id);
      if (!running) throw new AppError('contract_kind_disabled');
      await access.change(
        actor,
        desk.id,
        {
          action: 'agent_settlement_rerun',
          target: `settlement:${id}`,
          detail: { kind: row.kind, startsAt: row.startsAt.toISOString() },
        },
        async () => {
          await deps.settlement.compute(running, row.kind, windowOf(row, merchant.timezone), true);
        },
      );
      await deps.settlement.payDue(running);
    },

    /** Releases a held payment (paid by the next run, or now) or refuses it. */
    async decideLine(
      actor: OperatorScope,
      code: string | undefined,
      id: string,
      input: StatementDecisionRequest,
      language: string,
    ) {
      const { desk } = await deskOf(actor, code, language, roleTable.finance);
      let kind: ContractKind | null = null;
      await access.change(
        actor,
        desk.id,
        {
          action: input.isReleased ? 'agent_statement_release' : 'agent_statement_refuse',
          target: `statement:${id}`,
          detail: { reason: input.reason },
        },
        async (trx) => {
          const line = await repository.lockLine(trx, desk.id, id);
          if (!line) throw new AppError('not_found');
          if (line.status !== 'held') throw new AppError('contract_request_closed');
          await repository.decideLine(trx, id, {
            status: input.isReleased ? 'due' : 'refused',
            decidedBy: actor.operator.id,
          });
          kind = line.kind;
        },
      );
      if (kind !== null && input.isReleased) {
        const [running] = await deps.settlements.runningKind(kind, desk.id);
        if (running) await deps.settlement.payDue(running);
      }
    },
  };
}

/** The operator saw which contracts below would end and has not gone on yet. */
class NotConfirmed extends Error {}

export type ContractsDeskService = ReturnType<typeof createContractsDeskService>;
