import type {
  AnnounceFight,
  CockfightArena,
  CockfightArenas,
  CockfightSideName,
  MoveOdds,
} from '@khela/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { opsRequest, withQuery } from '../../api';

/** The merchant a call acts on: undefined for a merchant's own operator (the server knows). */
export type MerchantChoice = string | undefined;

/** Stakes come in by the second while a fight takes bets: the console asks again this often. */
const arenasRefreshMs = 2_000;

export const cockfightKeys = {
  all: ['cockfight'] as const,
  arenas: (merchant: MerchantChoice) => [...cockfightKeys.all, 'arenas', merchant ?? ''] as const,
};

/** The merchant's arenas, each with the fight under way and the last fights, followed live. */
export function useCockfightArenas(merchant: MerchantChoice) {
  return useQuery({
    queryKey: cockfightKeys.arenas(merchant),
    queryFn: () =>
      opsRequest<CockfightArenas>('GET', withQuery('/ops/api/cockfight', { merchant })),
    refetchInterval: arenasRefreshMs,
  });
}

/**
 * A fight's steps. Each answers its arena as it now stands: the console shows it at once,
 * without waiting for the next poll.
 */
export function useFightSteps(merchant: MerchantChoice) {
  const queryClient = useQueryClient();
  const send = useCallback(
    async (method: 'POST' | 'PATCH', path: string, body?: object) => {
      const arena = await opsRequest<CockfightArena>(method, withQuery(path, { merchant }), body);
      queryClient.setQueryData<CockfightArenas>(cockfightKeys.arenas(merchant), (list) =>
        list
          ? { arenas: list.arenas.map((each) => (each.code === arena.code ? arena : each)) }
          : list,
      );
      return arena;
    },
    [merchant, queryClient],
  );
  return {
    announce: (code: string, input: AnnounceFight) =>
      send('POST', `/ops/api/cockfight/${code}/fights`, input),
    moveOdds: (fightId: string, input: MoveOdds) =>
      send('PATCH', `/ops/api/cockfight/fights/${fightId}/odds`, input),
    close: (fightId: string) => send('POST', `/ops/api/cockfight/fights/${fightId}/close`),
    declare: (fightId: string, winner: CockfightSideName) =>
      send('POST', `/ops/api/cockfight/fights/${fightId}/declare`, { winner }),
    cancel: (fightId: string, reason: string) =>
      send('POST', `/ops/api/cockfight/fights/${fightId}/cancel`, { reason }),
  };
}

export type FightSteps = ReturnType<typeof useFightSteps>;
