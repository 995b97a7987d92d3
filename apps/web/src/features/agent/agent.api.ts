import type {
  AgentApplication,
  AgentApplicationRequest,
  AgentInvitation,
  AgentNotices,
  DownlineCreated,
  DownlineCreateRequest,
  DownlineDetail,
  DownlineStatusRequest,
  TeamMembers,
  TeamOverview,
  TeamScope,
} from '@khela/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../api/client';
import { sentAtOnce, sentAtOnceSecret } from '../../api/mutations';
import { useSession } from '../../session/SessionProvider';

/** Query keys of the agent side (under 'wallet', so a money action refreshes them). */
export const agentKeys = {
  all: ['wallet', 'agent'] as const,
  overview: (token: string | null) => ['wallet', 'agent', 'overview', token] as const,
  members: (token: string | null, query: TeamMembersFilter) =>
    ['wallet', 'agent', 'members', token, query] as const,
  notices: (token: string | null) => ['wallet', 'agent', 'notices', token] as const,
  invitation: (token: string | null) => ['wallet', 'agent', 'invitation', token] as const,
  downline: (token: string | null, username: string | null) =>
    ['wallet', 'agent', 'downline', token, username] as const,
  application: (token: string | null) => ['wallet', 'agent', 'application', token] as const,
};

/** What a team list asks for: the start of a username, whom, which page. */
export interface TeamMembersFilter {
  q: string;
  scope: TeamScope;
  page: number;
}

/** The agent's own team: its size and figures per period, per hour today and per day. */
export function useTeamOverview() {
  const { token, isAgentAccount } = useSession();
  return useQuery({
    queryKey: agentKeys.overview(token),
    queryFn: () => apiGet<TeamOverview>('/wps/agent/team/overview'),
    enabled: token !== null && isAgentAccount,
    // The figures are folded every minute; a minute-old answer is as good as a new one.
    staleTime: 60_000,
  });
}

/** A page of the agent's own team; the last page stays while the next one loads. */
export function useTeamMembers(query: TeamMembersFilter) {
  const { token, isAgentAccount } = useSession();
  return useQuery({
    queryKey: agentKeys.members(token, query),
    queryFn: () =>
      apiGet<TeamMembers>('/wps/agent/team/members', {
        q: query.q || undefined,
        scope: query.scope,
        page: query.page,
      }),
    enabled: token !== null && isAgentAccount,
    placeholderData: keepPreviousData,
  });
}

/** The notices the merchant addressed to its agents, newest first. */
export function useAgentNotices() {
  const { token, isAgentAccount } = useSession();
  return useQuery({
    queryKey: agentKeys.notices(token),
    queryFn: () => apiGet<AgentNotices>('/wps/agent/notices'),
    enabled: token !== null && isAgentAccount,
    staleTime: 60_000,
  });
}

/** The agent's invitation code and the registration link that carries it. */
export function useAgentInvitation() {
  const { token, isAgentAccount } = useSession();
  return useQuery({
    queryKey: agentKeys.invitation(token),
    queryFn: () => apiGet<AgentInvitation>('/wps/agent/invitation'),
    enabled: token !== null && isAgentAccount,
    // A code does not change while the agent looks at it.
    staleTime: 10 * 60_000,
  });
}

/** One downline's standing and this month's figures; nothing is asked while none is chosen. */
export function useDownlineDetail(username: string | null) {
  const { token, isAgentAccount } = useSession();
  return useQuery({
    queryKey: agentKeys.downline(token, username),
    queryFn: () =>
      apiGet<DownlineDetail>(`/wps/agent/team/downlines/${encodeURIComponent(username ?? '')}`),
    enabled: token !== null && isAgentAccount && username !== null,
    staleTime: 0,
  });
}

/** After the team changed: the overview, the lists and any detail are fetched again. */
function useRefreshTeam(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: agentKeys.all });
}

/** POST /wps/agent/team/downlines: a new member or sub-agent under the signed-in agent. */
export function useCreateDownline() {
  const refreshTeam = useRefreshTeam();
  return useMutation({
    ...sentAtOnceSecret,
    mutationFn: (request: DownlineCreateRequest) =>
      apiRequest<DownlineCreated>('POST', '/wps/agent/team/downlines', { body: request }),
    onSuccess: () => refreshTeam(),
  });
}

/** POST /wps/agent/team/downlines/:username/status: suspends or restores a downline. */
export function useDownlineStatus() {
  const refreshTeam = useRefreshTeam();
  return useMutation({
    ...sentAtOnce,
    mutationFn: ({ username, body }: { username: string; body: DownlineStatusRequest }) =>
      apiRequest<unknown>(
        'POST',
        `/wps/agent/team/downlines/${encodeURIComponent(username)}/status`,
        { body },
      ),
    onSuccess: () => refreshTeam(),
  });
}

/** The member's latest application to become an agent (null: none yet); not asked of agents. */
export function useMyAgentApplication() {
  const { token, isAgentAccount, isTrial } = useSession();
  return useQuery({
    queryKey: agentKeys.application(token),
    queryFn: () => apiGet<{ application: AgentApplication | null }>('/wps/agent/applications/mine'),
    enabled: token !== null && !isAgentAccount && !isTrial,
  });
}

/** POST /wps/agent/applications: asks the operator to make the member an agent. */
export function useApplyForAgent() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    ...sentAtOnce,
    mutationFn: (request: AgentApplicationRequest) =>
      apiRequest<unknown>('POST', '/wps/agent/applications', { body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.application(token) }),
  });
}
