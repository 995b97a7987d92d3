import type { OperatorActionEntry } from '@khela/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { opsRequest, withQuery } from '../../api';

/** The server answers the action log 50 entries at a time, newest first. */
export const actionPageSize = 50;

export const actionKeys = {
  all: ['actions'] as const,
  log: (target: string) => [...actionKeys.all, 'log', target] as const,
};

/** The audited action log, optionally for one target, paged back with beforeId. */
export function useActionLog(target: string) {
  return useInfiniteQuery({
    queryKey: actionKeys.log(target),
    queryFn: ({ pageParam }) =>
      opsRequest<OperatorActionEntry[]>(
        'GET',
        withQuery('/ops/api/actions', { target, beforeId: pageParam }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.length >= actionPageSize ? last.at(-1)?.id : undefined),
  });
}
