import {
  agentReportPageSize,
  type Contract,
  type ContractKind,
  type ContractOfferAnswer,
  type ContractOfferRequest,
  type ContractRequest,
  type ContractRequestDecision,
  type DownlineContracts,
  type MyContracts,
} from '@khela/contracts';
import type { Db, Executor } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { translate } from '../../../lib/messages';
import type { RequestContext } from '../../../plugins/context';
import type { SignedInMember } from '../../../plugins/member-auth';
import type { MessageService } from '../../content';
import { requireAgent } from '../team/team.service';
import { createContractLife } from './contract-life';
import type { ContractRow, ContractsRepository } from './contracts.repository';
import type { TemplatesService } from './templates.service';
import {
  isCoveredBy,
  keptTerms,
  parseTerms,
  storedTerms,
  wireTerms,
  type KindBounds,
} from './terms';

const languages = ['bn', 'en', 'th'] as const;

/** A contract on the wire, in the merchant's currency. */
export function toContract(row: ContractRow, currency: string): Contract {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    holder: row.holder,
    upline: row.upline,
    terms: wireTerms(keptTerms(row.terms), currency),
    offeredAt: row.offeredAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    endReason: row.endReason,
    isTerminationRequested: row.terminationRequestedAt !== null,
  };
}

/** The requests waiting for a member, one per kind (the consolidated funds' fields). */
export async function requestsOf(
  repository: Pick<ContractsRepository, 'requestsOf'>,
  context: Pick<RequestContext, 'merchant'>,
  member: Pick<SignedInMember, 'id'>,
): Promise<Partial<Record<ContractKind, ContractRequest>>> {
  const requests: Partial<Record<ContractKind, ContractRequest>> = {};
  for (const row of await repository.requestsOf(member.id)) {
    if (requests[row.kind]) continue;
    requests[row.kind] = {
      type: row.status === 'offered' ? 'new' : 'termination',
      contract: toContract(row, context.merchant.currency),
    };
  }
  return requests;
}

/**
 * Contracts from the agents' side (spec §4): an upline offers a direct downline agent a
 * contract within its own and the merchant's bounds, warned first when accepting would end
 * contracts below that the offer does not cover; the downline accepts or rejects; the upline
 * withdraws an offer or asks to end a contract, which the downline accepts or rejects too.
 */
export function createContractsService(deps: {
  db: Db;
  repository: ContractsRepository;
  clock: Clock;
  messages: Pick<MessageService, 'send'>;
  templates: Pick<TemplatesService, 'forUpline'>;
}) {
  const { repository } = deps;
  const life = createContractLife(repository);

  /** The merchant's bounds of a kind it runs; contract_kind_disabled otherwise. */
  async function boundsOf(merchantId: string, kind: ContractKind, executor?: Executor) {
    const row = await repository.bounds(merchantId, kind, executor);
    if (!row?.isEnabled) throw new AppError('contract_kind_disabled');
    return row;
  }

  async function tell(
    trx: Executor,
    contract: Pick<ContractRow, 'merchantId' | 'holderId' | 'kind'>,
    kind: 'contract_offered' | 'contract_termination',
    upline: string,
    now: Date,
  ) {
    const kindName = Object.fromEntries(
      languages.map((language) => [
        language,
        translate(language, `contract_kind_${contract.kind}`),
      ]),
    );
    await deps.messages.send(
      {
        merchantId: contract.merchantId,
        memberId: contract.holderId,
        kind,
        params: { upline, kind: kindName },
        now,
      },
      trx,
    );
  }

  /** A contract of the member's own (held, or given as its upline), locked; or not found. */
  async function lockOwn(
    trx: Executor,
    context: RequestContext,
    member: SignedInMember,
    id: string,
    side: 'holder' | 'upline',
  ): Promise<ContractRow> {
    const row = await repository.lock(trx, context.merchant.id, id);
    const ownerId = side === 'holder' ? row?.holderId : row?.uplineId;
    if (!row || ownerId !== member.id) throw new AppError('contract_not_found');
    return row;
  }

  const service = {
    /** The kinds the merchant runs, as /join tells visitors. */
    async programme(context: Pick<RequestContext, 'merchant'>) {
      return { kinds: await repository.enabledKinds(context.merchant.id) };
    },

    async enabledKinds(context: RequestContext, agent: SignedInMember) {
      requireAgent(agent);
      return { kinds: await repository.enabledKinds(context.merchant.id) };
    },

    async mine(
      context: RequestContext,
      agent: SignedInMember,
      kind: ContractKind,
    ): Promise<MyContracts> {
      requireAgent(agent);
      const bounds = await boundsOf(context.merchant.id, kind);
      const currency = context.merchant.currency;
      const [active, offered] = await Promise.all([
        repository.holderContract(agent.id, kind, 'active'),
        repository.holderContract(agent.id, kind, 'offered'),
      ]);
      return {
        currency,
        bounds: {
          kind,
          maxRateBp: bounds.maxRateBp,
          periods: bounds.periods as MyContracts['bounds']['periods'],
          isCarryingLosses: bounds.isCarryingLosses,
        },
        active: active ? toContract(active, currency) : null,
        offered: offered ? toContract(offered, currency) : null,
        templates: await deps.templates.forUpline(
          context.merchant.id,
          kind,
          active ? keptTerms(active.terms) : null,
          currency,
        ),
      };
    },

    async downlines(
      context: RequestContext,
      agent: SignedInMember,
      kind: ContractKind,
      page = 1,
    ): Promise<DownlineContracts> {
      requireAgent(agent);
      await boundsOf(context.merchant.id, kind);
      const currency = context.merchant.currency;
      const { rows, total } = await repository.directDownlineAgents(
        context.merchant.id,
        agent.id,
        (page - 1) * agentReportPageSize,
        agentReportPageSize,
      );
      const held = await repository.heldBy(
        rows.map((row) => row.id),
        kind,
      );
      const find = (holderId: string, status: string) => {
        const row = held.find((one) => one.holderId === holderId && one.status === status);
        return row ? toContract(row, currency) : null;
      };
      return {
        currency,
        page,
        totalPages: Math.max(1, Math.ceil(total / agentReportPageSize)),
        rows: rows.map((row) => ({
          username: row.username,
          active: find(row.id, 'active'),
          offered: find(row.id, 'offered'),
        })),
      };
    },

    /** Offers a direct downline agent a contract (replacing an offer it has not answered). */
    async offer(
      context: RequestContext,
      agent: SignedInMember,
      input: ContractOfferRequest,
    ): Promise<ContractOfferAnswer> {
      requireAgent(agent);
      const merchantId = context.merchant.id;
      const currency = context.merchant.currency;
      return deps.db.transaction().execute(async (trx) => {
        const bounds = await boundsOf(merchantId, input.kind, trx);
        const kindBounds: KindBounds = { maxRateBp: bounds.maxRateBp, periods: bounds.periods };
        const terms = parseTerms(
          { language: context.language, currency },
          input.kind,
          input.terms,
          kindBounds,
        );
        const target = await repository.directDownlineAgent(
          trx,
          merchantId,
          agent.id,
          input.username,
        );
        if (!target) throw new AppError('contract_direct_only');
        const own = await repository.holderContract(agent.id, input.kind, 'active', trx);
        if (!own) throw new AppError('contract_none_of_own');
        if (!isCoveredBy(keptTerms(own.terms), terms)) {
          throw new AppError('validation_failed', {
            fields: [
              {
                path: 'terms',
                code: 'validation.contract_above_upline',
                message: translate(context.language, 'contract_above_upline'),
              },
            ],
          });
        }
        const ending = await life.uncovered(trx, target.id, input.kind, terms);
        if (ending.length > 0 && input.isEndingDownlines !== true) {
          return {
            offered: null,
            endingDownlines: ending.map((row) => ({
              username: row.holder,
              contract: toContract(row, currency),
            })),
          };
        }
        const now = deps.clock.now();
        const earlier = await repository.holderContract(target.id, input.kind, 'offered', trx);
        if (earlier) await life.end(trx, earlier, 'replaced', { memberId: agent.id }, now);
        const id = await repository.insert(trx, {
          merchantId,
          kind: input.kind,
          holderId: target.id,
          uplineId: agent.id,
          terms: storedTerms(terms),
          status: 'offered',
          isEndingDownlines: ending.length > 0,
          at: now,
        });
        const row = await repository.lock(trx, merchantId, id);
        if (!row) throw new Error('the offer just made is missing');
        await repository.event(trx, row, 'offered', { memberId: agent.id }, now);
        await tell(trx, row, 'contract_offered', agent.username, now);
        return { offered: toContract(row, currency), endingDownlines: [] };
      });
    },

    /** The upline takes back an offer not answered yet. */
    async withdraw(context: RequestContext, agent: SignedInMember, id: string) {
      requireAgent(agent);
      await deps.db.transaction().execute(async (trx) => {
        const row = await lockOwn(trx, context, agent, id, 'upline');
        if (row.status !== 'offered') throw new AppError('contract_request_closed');
        await life.end(trx, row, 'terminated', { memberId: agent.id }, deps.clock.now());
      });
    },

    /** The upline asks to end a downline's active contract; the downline answers. */
    async requestTermination(context: RequestContext, agent: SignedInMember, id: string) {
      requireAgent(agent);
      await deps.db.transaction().execute(async (trx) => {
        const row = await lockOwn(trx, context, agent, id, 'upline');
        if (row.status !== 'active' || row.terminationRequestedAt !== null) {
          throw new AppError('contract_request_closed');
        }
        const now = deps.clock.now();
        await repository.update(trx, row.id, { terminationRequestedAt: now });
        await repository.event(trx, row, 'termination_requested', { memberId: agent.id }, now);
        await tell(trx, row, 'contract_termination', agent.username, now);
      });
    },

    /** The holder answers an offer, or a request to end its contract. */
    async decide(context: RequestContext, member: SignedInMember, id: string, isAccepted: boolean) {
      requireAgent(member);
      let isClosed = false;
      await deps.db.transaction().execute(async (trx) => {
        const row = await lockOwn(trx, context, member, id, 'holder');
        const now = deps.clock.now();
        const actor = { memberId: member.id };
        if (row.status === 'active' && row.terminationRequestedAt !== null) {
          if (isAccepted) {
            await life.end(trx, row, 'terminated', actor, now);
          } else {
            await repository.update(trx, row.id, { terminationRequestedAt: null });
            await repository.event(trx, row, 'termination_refused', actor, now);
          }
          return;
        }
        if (row.status !== 'offered') throw new AppError('contract_request_closed');
        if (!isAccepted) {
          await repository.update(trx, row.id, { status: 'rejected', decidedAt: now });
          await repository.event(trx, row, 'rejected', actor, now);
          return;
        }
        if (!(await isStillOffered(trx, row))) {
          // Withdrawn for good (committed), then refused.
          await life.end(trx, row, 'upline_ended', {}, now);
          isClosed = true;
          return;
        }
        await life.activate(trx, row, actor, now);
      });
      if (isClosed) throw new AppError('contract_request_closed');
    },

    /**
     * A Home call's answer to the member's waiting request of a kind: the request the member
     * saw (a newer one, or none, is not answered).
     */
    async decideRequest(
      context: RequestContext,
      member: SignedInMember,
      kind: ContractKind,
      input: ContractRequestDecision,
    ) {
      const requests = await requestsOf(repository, context, member);
      if (requests[kind]?.contract.id !== input.contractId) {
        throw new AppError('contract_request_closed');
      }
      await service.decide(context, member, input.contractId, input.isAccepted);
    },

    /** The requests waiting for the member, one per kind (the consolidated funds' fields). */
    requests: (context: RequestContext, member: Pick<SignedInMember, 'id'>) =>
      requestsOf(repository, context, member),
  };
  return service;

  /**
   * An offer may be taken only while it still holds: the holder is still under the upline that
   * made it, and the upline's own contract still covers it (it may have changed since).
   */
  async function isStillOffered(trx: Executor, offer: ContractRow): Promise<boolean> {
    if (offer.uplineId === null) return true;
    if (offer.holderUplineId !== offer.uplineId) return false;
    const upline = await repository.holderContract(offer.uplineId, offer.kind, 'active', trx);
    return upline !== undefined && isCoveredBy(keptTerms(upline.terms), keptTerms(offer.terms));
  }
}

export type ContractsService = ReturnType<typeof createContractsService>;
