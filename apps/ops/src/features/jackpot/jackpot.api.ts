import type { JackpotDesk, UpdateJackpot } from '@khela/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { opsRequest, withQuery } from '../../api';

/** The merchant a call acts on: undefined for a merchant's own operator (the server knows). */
export type MerchantChoice = string | undefined;

export const jackpotKeys = {
  desk: (merchant: MerchantChoice) => ['jackpot', 'desk', merchant ?? ''] as const,
};

/** The merchant's jackpot: settings, the pool now and the latest awards. */
export function useJackpotDesk(merchant: MerchantChoice) {
  return useQuery({
    queryKey: jackpotKeys.desk(merchant),
    queryFn: () => opsRequest<JackpotDesk>('GET', withQuery('/ops/api/jackpot', { merchant })),
  });
}

/** Saves the settings; the answer is the fresh desk. */
export function useSaveJackpot(merchant: MerchantChoice) {
  const queryClient = useQueryClient();
  return async (input: UpdateJackpot) => {
    const desk = await opsRequest<JackpotDesk>(
      'PUT',
      withQuery('/ops/api/jackpot', { merchant }),
      input,
    );
    queryClient.setQueryData(jackpotKeys.desk(merchant), desk);
    return desk;
  };
}
