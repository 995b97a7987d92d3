import type { TeamMembers, TeamOverview, TeamScope } from '@khela/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api/client';
import { useSession } from '../../session/SessionProvider';

/** Query keys of the agent side (under 'wallet', so a money action refreshes them). */
export const agentKeys = {
  overview: (token: string | null) => ['wallet', 'agent', 'overview', token] as const,
  members: (token: string | null, query: TeamMembersFilter) =>
    ['wallet', 'agent', 'members', token, query] as const,
};

/** What a team list asks for: the start of a username, whom, which page. */
export interface TeamMembersFilter {
  q: string;
  scope: TeamScope;
  page: number;
}

/** The agent's own team: its size and figures per period and per day (agents only). */
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
