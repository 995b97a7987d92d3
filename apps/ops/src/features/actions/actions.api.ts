import type { OperatorActionCode, OperatorActionEntry } from '@khela/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { opsRequest, withQuery } from '../../api';

/** The server answers the action log 50 entries at a time, newest first. */
export const actionPageSize = 50;

export const actionKeys = {
  all: ['actions'] as const,
  log: (filter: ActionLogFilter) =>
    [...actionKeys.all, 'log', filter.action, filter.target] as const,
};

/** Which entries to list: of one kind and about one target; empty means any. */
export interface ActionLogFilter {
  action: OperatorActionCode | '';
  target: string;
}

/** The audited action log, optionally of one kind and for one target, paged back with beforeId. */
export function useActionLog(filter: ActionLogFilter) {
  return useInfiniteQuery({
    queryKey: actionKeys.log(filter),
    queryFn: ({ pageParam }) =>
      opsRequest<OperatorActionEntry[]>(
        'GET',
        withQuery('/ops/api/actions', { ...filter, beforeId: pageParam }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.length >= actionPageSize ? last.at(-1)?.id : undefined),
  });
}
