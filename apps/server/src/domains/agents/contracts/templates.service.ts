import {
  contractTemplatesMax,
  roleTable,
  type ContractKind,
  type ContractTemplate,
  type ContractTemplateRequest,
  type ContractTemplates,
  type MyContracts,
} from '@khela/contracts';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { OperatorScope } from '../../../plugins/operator-auth';
import type { MerchantService, OpsService } from '../../platform';
import type { ContractsRepository } from './contracts.repository';
import { createContractDesk } from './desk-wire';
import type { TemplateRow, TemplatesRepository } from './templates.repository';
import { isCoveredBy, keptTerms, parseTerms, storedTerms, wireTerms, type Terms } from './terms';

/** A kind never configured: any rate, no dividend period yet. */
const unsetBounds = { maxRateBp: 10_000, periods: [] as string[] };

function wireTemplate(row: TemplateRow, currency: string): ContractTemplate {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    terms: wireTerms(keptTerms(row.terms), currency),
    isOfferedToAgents: row.isOfferedToAgents,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Contract templates: terms the operator names and keeps per kind, checked against the kind's
 * bounds when saved (and again whenever a contract is made from them). The desk sets an agent's
 * contract at the top from one; an upline sees those offered to agents that its own contract
 * covers, to start an offer from.
 */
export function createTemplatesService(deps: {
  db: Db;
  ops: OpsService;
  merchants: Pick<MerchantService, 'snapshot'>;
  repository: TemplatesRepository;
  contracts: Pick<ContractsRepository, 'bounds'>;
  clock: Clock;
}) {
  const { repository } = deps;
  const { access, deskOf } = createContractDesk(deps);

  async function checked(
    merchant: { id: string; currency: string },
    input: ContractTemplateRequest,
    language: string,
  ): Promise<Terms> {
    const bounds = (await deps.contracts.bounds(merchant.id, input.kind)) ?? unsetBounds;
    return parseTerms({ language, currency: merchant.currency }, input.kind, input.terms, bounds);
  }

  return {
    async list(
      actor: OperatorScope,
      code: string | undefined,
      kind: ContractKind | undefined,
      language: string,
    ): Promise<ContractTemplates> {
      const { desk, merchant } = await deskOf(actor, code, language, roleTable.agentDesk);
      const rows = await repository.list(desk.id, kind ? { kind } : {});
      return {
        currency: merchant.currency,
        rows: rows.map((row) => wireTemplate(row, merchant.currency)),
      };
    },

    /** Saves a new template (id null) or changes one; a kind keeps at most the maximum. */
    async save(
      actor: OperatorScope,
      code: string | undefined,
      id: string | null,
      input: ContractTemplateRequest,
      language: string,
    ): Promise<{ id: string }> {
      const { desk, merchant } = await deskOf(actor, code, language, roleTable.agentSetup);
      const terms = await checked(merchant, input, language);
      const values = {
        kind: input.kind,
        name: input.name,
        terms: storedTerms(terms),
        isOfferedToAgents: input.isOfferedToAgents,
        updatedAt: deps.clock.now(),
        updatedBy: actor.operator.id,
      };
      let templateId = id ?? '';
      await access.change(
        actor,
        desk.id,
        () => ({
          action: 'agent_contract_template_save',
          target: `contract_template:${templateId}`,
          detail: {
            templateId,
            kind: input.kind,
            name: input.name,
            isOfferedToAgents: input.isOfferedToAgents,
          },
        }),
        async (trx) => {
          if (id !== null) {
            if (!(await repository.update(trx, desk.id, id, values))) {
              throw new AppError('not_found');
            }
            return;
          }
          if ((await repository.countLocked(trx, desk.id, input.kind)) >= contractTemplatesMax) {
            throw new AppError('contract_templates_full', {
              params: { max: contractTemplatesMax },
            });
          }
          templateId = await repository.insert(trx, { merchantId: desk.id, ...values });
        },
        { code: 'contract_template_name_taken', field: 'name' },
      );
      return { id: templateId };
    },

    async remove(actor: OperatorScope, code: string | undefined, id: string, language: string) {
      const { desk } = await deskOf(actor, code, language, roleTable.agentSetup);
      await access.change(
        actor,
        desk.id,
        {
          action: 'agent_contract_template_delete',
          target: `contract_template:${id}`,
          detail: { templateId: id },
        },
        async (trx) => {
          if (!(await repository.remove(trx, desk.id, id))) throw new AppError('not_found');
        },
      );
    },

    /** The templates offered to agents that an upline holding `own` may offer as they are. */
    async forUpline(
      merchantId: string,
      kind: ContractKind,
      own: Terms | null,
      currency: string,
    ): Promise<MyContracts['templates']> {
      if (own === null) return [];
      const rows = await repository.list(merchantId, { kind, isOfferedToAgents: true });
      return rows
        .filter((row) => isCoveredBy(own, keptTerms(row.terms)))
        .map((row) => ({
          id: row.id,
          name: row.name,
          terms: wireTerms(keptTerms(row.terms), currency),
        }));
    },
  };
}

export type TemplatesService = ReturnType<typeof createTemplatesService>;
