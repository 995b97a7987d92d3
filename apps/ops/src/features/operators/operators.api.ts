import type { CreateOperator, OperatorAccount, UpdateOperator } from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { opsRequest } from '../../api';

export const operatorKeys = {
  all: ['operators'] as const,
  list: () => [...operatorKeys.all, 'list'] as const,
};

export function useOperators() {
  return useQuery({
    queryKey: operatorKeys.list(),
    queryFn: () => opsRequest<OperatorAccount[]>('GET', '/ops/api/operators'),
  });
}

export function createOperator(input: CreateOperator) {
  return opsRequest<OperatorAccount>('POST', '/ops/api/operators', input);
}

/** A new role, (de)activation or a new password: one change per call from this desk. */
export function updateOperator(id: string, change: UpdateOperator) {
  return opsRequest<OperatorAccount>(
    'PATCH',
    `/ops/api/operators/${encodeURIComponent(id)}`,
    change,
  );
}
