import type { Executor } from '../../../db/database';
import type { AgentContractEndReason } from '../../../db/schema/agent-contracts';
import type { ContractActor, ContractRow, ContractsRepository } from './contracts.repository';
import { isCoveredBy, keptTerms, type Terms } from './terms';

/**
 * The steps of a contract's life that more than one caller takes, inside the caller's
 * transaction: ending a contract with everything that hangs from it, and making terms active
 * for a holder (an accepted offer, or the operator's contract at the top).
 */
export function createContractLife(repository: ContractsRepository) {
  /**
   * Ends an active contract, or withdraws an offer, and (a holder without the contract cannot
   * pay its downlines' differences) ends the contracts of that kind it gave, all the way down;
   * a replaced one leaves them to the new contract.
   */
  async function end(
    trx: Executor,
    contract: ContractRow,
    reason: AgentContractEndReason,
    actor: ContractActor,
    at: Date,
  ): Promise<void> {
    if (contract.status === 'offered') {
      await repository.update(trx, contract.id, { status: 'withdrawn', decidedAt: at });
      await repository.event(trx, contract, 'withdrawn', actor, at, reason);
      return;
    }
    await repository.update(trx, contract.id, {
      status: 'ended',
      endedAt: at,
      endReason: reason,
      terminationRequestedAt: null,
    });
    await repository.event(trx, contract, 'ended', actor, at, reason);
    // A replaced contract's holder goes on under its new one, which covers what it gave.
    if (reason === 'replaced') return;
    for (const given of await repository.givenBy(contract.holderId, contract.kind, trx)) {
      await end(trx, given, 'upline_ended', {}, at);
    }
  }

  /** The contracts a holder gave of a kind that terms would not cover. */
  async function uncovered(
    trx: Executor,
    holderId: string,
    kind: ContractRow['kind'],
    terms: Terms,
  ): Promise<ContractRow[]> {
    const given = await repository.givenBy(holderId, kind, trx);
    return given.filter((contract) => !isCoveredBy(terms, keptTerms(contract.terms)));
  }

  return {
    end,
    uncovered,

    /**
     * After a member moved to another upline (or stopped being an agent): the contracts its old
     * upline gave it end (with what hangs from them), and an agent no more holds none at all.
     */
    async afterPlacement(
      trx: Executor,
      holderId: string,
      placement: { uplineId: string | null; isAgent: boolean },
      at: Date,
    ): Promise<void> {
      for (const contract of await repository.held(trx, holderId)) {
        if (!placement.isAgent) await end(trx, contract, 'not_agent', {}, at);
        else if (contract.uplineId !== placement.uplineId) {
          await end(trx, contract, 'upline_ended', {}, at);
        }
      }
    },

    /**
     * Makes a contract the holder's active one of its kind: the one it had ends replaced, and
     * the contracts it gave that the new terms do not cover end (the upline was warned).
     */
    async activate(
      trx: Executor,
      contract: ContractRow,
      actor: ContractActor,
      at: Date,
    ): Promise<void> {
      const current = await repository.holderContract(
        contract.holderId,
        contract.kind,
        'active',
        trx,
      );
      if (current && current.id !== contract.id) await end(trx, current, 'replaced', actor, at);
      if (contract.status === 'offered') {
        await repository.update(trx, contract.id, { status: 'active', decidedAt: at });
        await repository.event(trx, contract, 'accepted', actor, at);
      }
      const terms = keptTerms(contract.terms);
      for (const given of await uncovered(trx, contract.holderId, contract.kind, terms)) {
        await end(trx, given, 'not_covered', {}, at);
      }
    },
  };
}

export type ContractLife = ReturnType<typeof createContractLife>;
