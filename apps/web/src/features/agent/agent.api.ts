import type { TeamOverview } from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api/client';
import { useSession } from '../../session/SessionProvider';

/** Query keys of the agent side (under 'wallet', so a money action refreshes them). */
export const agentKeys = {
  overview: (token: string | null) => ['wallet', 'agent', 'overview', token] as const,
};

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
