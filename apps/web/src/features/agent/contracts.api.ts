import type {
  ConsolidatedFunds,
  ContractKind,
  ContractOfferAnswer,
  ContractOfferRequest,
  DownlineContracts,
  EnabledContractKinds,
  MyContracts,
  Statements,
} from '@khela/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../api/client';
import { sentAtOnce } from '../../api/mutations';
import { useSession } from '../../session/SessionProvider';
import { agentKeys } from './agent.api';

/** Query keys of contracts (under the agent's, so a money action refreshes them too). */
const contractKeys = {
  all: [...agentKeys.all, 'contracts'] as const,
  enabled: (token: string | null) => [...agentKeys.all, 'contracts', 'enabled', token] as const,
  mine: (token: string | null, kind: ContractKind) =>
    [...agentKeys.all, 'contracts', 'mine', token, kind] as const,
  downlines: (token: string | null, kind: ContractKind, page: number) =>
    [...agentKeys.all, 'contracts', 'downlines', token, kind, page] as const,
  statements: (token: string | null, kind: ContractKind, page: number) =>
    [...agentKeys.all, 'contracts', 'statements', token, kind, page] as const,
  requests: (token: string | null) => [...agentKeys.all, 'contracts', 'requests', token] as const,
};

/** The kinds of contract the merchant runs, for anyone (/join says what agents earn). */
export function useAgentProgramme() {
  return useQuery({
    queryKey: [...agentKeys.all, 'programme'],
    queryFn: () => apiGet<EnabledContractKinds>('/wps/agent/programme'),
    staleTime: 5 * 60_000,
  });
}

/** The kinds of contract the merchant runs: the agent centre shows only their pages. */
export function useEnabledContractKinds(isWanted = true) {
  const { token, isAgentAccount } = useSession();
  return useQuery({
    queryKey: contractKeys.enabled(token),
    queryFn: () => apiGet<EnabledContractKinds>('/wps/agent/contracts/enabled'),
    enabled: token !== null && isAgentAccount && isWanted,
    staleTime: 5 * 60_000,
  });
}

/** My contract of a kind, and an offer waiting for my answer. */
export function useMyContracts(kind: ContractKind) {
  const { token, isAgentAccount } = useSession();
  return useQuery({
    queryKey: contractKeys.mine(token, kind),
    queryFn: () => apiGet<MyContracts>('/wps/agent/contracts', { kind }),
    enabled: token !== null && isAgentAccount,
  });
}

/** My direct downline agents and their contracts of a kind, a page at a time. */
export function useDownlineContracts(kind: ContractKind, page: number) {
  const { token, isAgentAccount } = useSession();
  return useQuery({
    queryKey: contractKeys.downlines(token, kind, page),
    queryFn: () => apiGet<DownlineContracts>('/wps/agent/contracts/downlines', { kind, page }),
    enabled: token !== null && isAgentAccount,
    placeholderData: keepPreviousData,
  });
}

/** My statements of a kind, newest first. */
export function useStatements(kind: ContractKind, page: number) {
  const { token, isAgentAccount } = useSession();
  return useQuery({
    queryKey: contractKeys.statements(token, kind, page),
    queryFn: () => apiGet<Statements>('/wps/agent/contracts/statements', { kind, page }),
    enabled: token !== null && isAgentAccount,
    placeholderData: keepPreviousData,
  });
}

/**
 * The requests waiting for the member (the consolidated funds' four fields): asked of agents
 * once signed in, and again when a message may have brought a new one.
 */
export function useContractRequests() {
  const { token, isAgentAccount } = useSession();
  return useQuery({
    queryKey: contractKeys.requests(token),
    queryFn: () => apiGet<ConsolidatedFunds>('/wps/member/info/funds/consolidated'),
    enabled: token !== null && isAgentAccount,
    staleTime: 60_000,
  });
}

function useRefreshContracts(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contractKeys.all });
}

/** POST /wps/agent/contracts/offers: a contract for a direct downline agent. */
export function useOfferContract() {
  const refresh = useRefreshContracts();
  return useMutation({
    ...sentAtOnce,
    mutationFn: (request: ContractOfferRequest) =>
      apiRequest<ContractOfferAnswer>('POST', '/wps/agent/contracts/offers', { body: request }),
    onSuccess: () => refresh(),
  });
}

/** A step of a contract: the upline withdraws an offer or asks to end it; the holder answers. */
export function useContractStep() {
  const refresh = useRefreshContracts();
  return useMutation({
    ...sentAtOnce,
    mutationFn: ({
      id,
      step,
      isAccepted,
    }: {
      id: string;
      step: 'withdraw' | 'termination' | 'decision';
      isAccepted?: boolean;
    }) =>
      apiRequest<unknown>('POST', `/wps/agent/contracts/${encodeURIComponent(id)}/${step}`, {
        body: step === 'decision' ? { isAccepted: isAccepted === true } : {},
      }),
    onSuccess: () => refresh(),
  });
}

/** The Home calls that answer the member's waiting request of each kind (spec §7). */
const requestCalls: Record<ContractKind, string> = {
  dividend: 'MCS2_processDividendReq',
  daily_salary: 'MCS2_processDailySalContract',
  hourly_salary: 'MCS2_processContractHourSalary',
  realtime_salary: 'MCSFE_processRealTimeSalaryContract',
};

export function useAnswerRequest() {
  const refresh = useRefreshContracts();
  return useMutation({
    ...sentAtOnce,
    mutationFn: ({
      kind,
      contractId,
      isAccepted,
    }: {
      kind: ContractKind;
      contractId: string;
      isAccepted: boolean;
    }) =>
      apiRequest<unknown>('POST', `/wps/relay/${requestCalls[kind]}`, {
        body: { contractId, isAccepted },
      }),
    onSuccess: () => refresh(),
  });
}
