import type {
  AgentApplication,
  AgentApplicationDecision,
  AgentCreateRequest,
  AgentMove,
  AgentMoveRequest,
  AgentNode,
  AgentSettings,
  AgentTreeLevel,
  MemberTypeRequest,
  TeamOverview,
  agentApplicationStatuses,
} from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { opsRequest, withQuery } from '../../api';

/** Where an application to become an agent stands. */
export type ApplicationStatus = (typeof agentApplicationStatuses)[number];

/** The merchant a call acts on: undefined for a merchant's own operator (the server knows). */
export type MerchantChoice = string | undefined;

export const agentKeys = {
  all: ['agents'] as const,
  level: (parentId: string | null, page: number) =>
    [...agentKeys.all, 'tree', parentId, page] as const,
  awaiting: () => [...agentKeys.all, 'moves', 'awaiting_approval'] as const,
  figures: (memberId: string) => [...agentKeys.all, 'figures', memberId] as const,
  applications: (status: ApplicationStatus) => [...agentKeys.all, 'applications', status] as const,
  settings: (merchant: MerchantChoice) => [...agentKeys.all, 'settings', merchant ?? ''] as const,
};

/** One level of the tree: the top agents, or the members directly under `parentId`. */
export function useTreeLevel(parentId: string | null, page: number) {
  return useQuery({
    queryKey: agentKeys.level(parentId, page),
    queryFn: () =>
      opsRequest<AgentTreeLevel>(
        'GET',
        withQuery('/ops/api/agents/tree', { parentId: parentId ?? undefined, page: String(page) }),
      ),
  });
}

/** Moves of large branches waiting for a second operator. */
export function useAwaitingMoves() {
  return useQuery({
    queryKey: agentKeys.awaiting(),
    queryFn: () => opsRequest<AgentMove[]>('GET', '/ops/api/agents/moves?status=awaiting_approval'),
  });
}

export function setMemberType(memberId: string, input: MemberTypeRequest) {
  return opsRequest<null>(
    'PUT',
    `/ops/api/agents/members/${encodeURIComponent(memberId)}/type`,
    input,
  );
}

/** Applied at once for a small branch, otherwise waits for a second operator. */
export function moveMember(memberId: string, input: AgentMoveRequest) {
  return opsRequest<AgentMove>(
    'POST',
    `/ops/api/agents/members/${encodeURIComponent(memberId)}/move`,
    input,
  );
}

export function decideMove(id: string, decision: 'approve' | 'reject') {
  return opsRequest<AgentMove>(
    'POST',
    `/ops/api/agents/moves/${encodeURIComponent(id)}/${decision}`,
  );
}

/** An agent's team figures by period, as its own dashboard shows them. */
export function useAgentFigures(memberId: string) {
  return useQuery({
    queryKey: agentKeys.figures(memberId),
    queryFn: () =>
      opsRequest<TeamOverview>(
        'GET',
        `/ops/api/agents/members/${encodeURIComponent(memberId)}/figures`,
      ),
  });
}

/** Members' applications to become agents in one status, newest first. */
export function useApplications(status: ApplicationStatus) {
  return useQuery({
    queryKey: agentKeys.applications(status),
    queryFn: () =>
      opsRequest<AgentApplication[]>('GET', withQuery('/ops/api/agents/applications', { status })),
  });
}

/** Approving makes the member an agent; either way the application closes. */
export function decideApplication(
  id: string,
  decision: 'approve' | 'reject',
  input: AgentApplicationDecision,
) {
  return opsRequest<AgentApplication>(
    'POST',
    `/ops/api/agents/applications/${encodeURIComponent(id)}/${decision}`,
    input,
  );
}

/** A new agent account, at the top or under an agent. */
export function createAgent(merchant: MerchantChoice, input: AgentCreateRequest) {
  return opsRequest<AgentNode>('POST', withQuery('/ops/api/agents', { merchant }), input);
}

export function useAgentSettings(merchant: MerchantChoice) {
  return useQuery({
    queryKey: agentKeys.settings(merchant),
    queryFn: () =>
      opsRequest<AgentSettings>('GET', withQuery('/ops/api/agents/settings', { merchant })),
  });
}

export function saveAgentSettings(merchant: MerchantChoice, input: AgentSettings) {
  return opsRequest<AgentSettings>(
    'PUT',
    withQuery('/ops/api/agents/settings', { merchant }),
    input,
  );
}
