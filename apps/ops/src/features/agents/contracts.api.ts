import type {
  ActiveRule,
  ContractDeskSettings,
  ContractEndRequest,
  ContractKind,
  ContractKindSettingsRequest,
  ContractOfferAnswer,
  ContractOfferRequest,
  ContractTemplateRequest,
  ContractTemplates,
  DeskContracts,
  DeskContractsQuery,
  SettlementDetail,
  Settlements,
  StatementDecisionRequest,
} from '@khela/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { opsRequest, withQuery } from '../../api';
import { agentKeys, type MerchantChoice } from './agents.api';

/** Query keys of the contracts desk (under the agents desk's, refreshed with it). */
export const contractKeys = {
  all: [...agentKeys.all, 'contracts'] as const,
  settings: (merchant: MerchantChoice) =>
    [...agentKeys.all, 'contracts', 'settings', merchant ?? ''] as const,
  templates: (merchant: MerchantChoice) =>
    [...agentKeys.all, 'contracts', 'templates', merchant ?? ''] as const,
  list: (query: DeskContractsQuery) => [...agentKeys.all, 'contracts', 'list', query] as const,
  settlements: (merchant: MerchantChoice, kind: ContractKind, page: number) =>
    [...agentKeys.all, 'contracts', 'settlements', merchant ?? '', kind, page] as const,
  settlement: (merchant: MerchantChoice, id: string) =>
    [...agentKeys.all, 'contracts', 'settlement', merchant ?? '', id] as const,
};

const base = '/ops/api/agent-contracts';

export function useContractSettings(merchant: MerchantChoice) {
  return useQuery({
    queryKey: contractKeys.settings(merchant),
    queryFn: () =>
      opsRequest<ContractDeskSettings>('GET', withQuery(`${base}/settings`, { merchant })),
  });
}

export function saveContractKind(
  merchant: MerchantChoice,
  kind: ContractKind,
  input: ContractKindSettingsRequest,
) {
  return opsRequest<null>('PUT', withQuery(`${base}/kinds/${kind}`, { merchant }), input);
}

export function saveActiveRule(merchant: MerchantChoice, input: ActiveRule) {
  return opsRequest<null>('PUT', withQuery(`${base}/active-rule`, { merchant }), input);
}

/** The merchant's templates of every kind, by kind and name. */
export function useContractTemplates(merchant: MerchantChoice) {
  return useQuery({
    queryKey: contractKeys.templates(merchant),
    queryFn: () =>
      opsRequest<ContractTemplates>('GET', withQuery(`${base}/templates`, { merchant })),
  });
}

/** Saves a new template (id null) or changes one. */
export function saveContractTemplate(
  merchant: MerchantChoice,
  id: string | null,
  input: ContractTemplateRequest,
) {
  return id === null
    ? opsRequest<{ id: string }>('POST', withQuery(`${base}/templates`, { merchant }), input)
    : opsRequest<{ id: string }>(
        'PUT',
        withQuery(`${base}/templates/${encodeURIComponent(id)}`, { merchant }),
        input,
      );
}

export function deleteContractTemplate(merchant: MerchantChoice, id: string) {
  return opsRequest<null>(
    'DELETE',
    withQuery(`${base}/templates/${encodeURIComponent(id)}`, { merchant }),
  );
}

/** Every agent's contracts, newest first, filtered. */
export function useDeskContracts(query: DeskContractsQuery) {
  return useQuery({
    queryKey: contractKeys.list(query),
    queryFn: () =>
      opsRequest<DeskContracts>(
        'GET',
        withQuery(base, {
          merchant: query.merchant,
          kind: query.kind,
          status: query.status,
          q: query.q || undefined,
          page: String(query.page ?? 1),
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** The operator's contract for an agent at the top (active at once once confirmed). */
export function setTopContract(merchant: MerchantChoice, input: ContractOfferRequest) {
  return opsRequest<ContractOfferAnswer>('POST', withQuery(`${base}/top`, { merchant }), input);
}

export function endContract(merchant: MerchantChoice, id: string, input: ContractEndRequest) {
  return opsRequest<null>(
    'POST',
    withQuery(`${base}/${encodeURIComponent(id)}/end`, { merchant }),
    input,
  );
}

export function useSettlements(merchant: MerchantChoice, kind: ContractKind, page: number) {
  return useQuery({
    queryKey: contractKeys.settlements(merchant, kind, page),
    queryFn: () =>
      opsRequest<Settlements>(
        'GET',
        withQuery(`${base}/settlements`, { merchant, kind, page: String(page) }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useSettlement(merchant: MerchantChoice, id: string) {
  return useQuery({
    queryKey: contractKeys.settlement(merchant, id),
    queryFn: () =>
      opsRequest<SettlementDetail>(
        'GET',
        withQuery(`${base}/settlements/${encodeURIComponent(id)}`, { merchant }),
      ),
  });
}

/** Computes a period again and pays only what it adds. */
export function rerunSettlement(merchant: MerchantChoice, id: string) {
  return opsRequest<null>(
    'POST',
    withQuery(`${base}/settlements/${encodeURIComponent(id)}/rerun`, { merchant }),
    {},
  );
}

/** Releases (pays) or refuses a held payment. */
export function decideStatement(
  merchant: MerchantChoice,
  id: string,
  input: StatementDecisionRequest,
) {
  return opsRequest<null>(
    'POST',
    withQuery(`${base}/statements/${encodeURIComponent(id)}/decision`, { merchant }),
    input,
  );
}
