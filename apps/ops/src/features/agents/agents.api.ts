import type {
  AgentMove,
  AgentMoveRequest,
  AgentTreeLevel,
  MemberTypeRequest,
} from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { opsRequest, withQuery } from '../../api';

export const agentKeys = {
  all: ['agents'] as const,
  level: (parentId: string | null, page: number) =>
    [...agentKeys.all, 'tree', parentId, page] as const,
  awaiting: () => [...agentKeys.all, 'moves', 'awaiting_approval'] as const,
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
