import type { MissionDesk, MissionReport, SaveMission } from '@khela/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { opsRequest, withQuery } from '../../api';
import type { DayRange } from '../rebate/rebate-form';

/** The merchant a call acts on: undefined for a merchant's own operator (the server knows). */
export type MerchantChoice = string | undefined;

export const missionKeys = {
  all: ['missions'] as const,
  desk: (merchant: MerchantChoice) => [...missionKeys.all, 'desk', merchant ?? ''] as const,
  /** No range: the server's default days (the last 30, today included). */
  report: (merchant: MerchantChoice, range: DayRange | undefined) =>
    [...missionKeys.all, 'report', merchant ?? '', range?.from ?? '', range?.to ?? ''] as const,
};

/** The merchant's missions, each with the claims it paid, and whether this operator may edit. */
export function useMissionDesk(merchant: MerchantChoice) {
  return useQuery({
    queryKey: missionKeys.desk(merchant),
    queryFn: () => opsRequest<MissionDesk>('GET', withQuery('/ops/api/missions', { merchant })),
  });
}

/** What missions paid over the days asked for, per mission. */
export function useMissionReport(merchant: MerchantChoice, range: DayRange | undefined) {
  return useQuery({
    queryKey: missionKeys.report(merchant, range),
    queryFn: () =>
      opsRequest<MissionReport>(
        'GET',
        withQuery('/ops/api/missions/report', { merchant, from: range?.from, to: range?.to }),
      ),
    // Other days keep the report on screen while they load.
    placeholderData: keepPreviousData,
  });
}

/** The desk's changes (a new mission, one rewritten), each followed by a fresh desk. */
export function useMissionChanges(merchant: MerchantChoice) {
  const queryClient = useQueryClient();
  const create = useCallback(
    async (input: SaveMission) => {
      const answer = await opsRequest<{ id: string }>(
        'POST',
        withQuery('/ops/api/missions', { merchant }),
        input,
      );
      await queryClient.invalidateQueries({ queryKey: missionKeys.all });
      return answer;
    },
    [merchant, queryClient],
  );
  const update = useCallback(
    async (id: string, input: SaveMission) => {
      await opsRequest<null>(
        'PUT',
        withQuery(`/ops/api/missions/${encodeURIComponent(id)}`, { merchant }),
        input,
      );
      await queryClient.invalidateQueries({ queryKey: missionKeys.all });
    },
    [merchant, queryClient],
  );
  return { create, update };
}

export type MissionChanges = ReturnType<typeof useMissionChanges>;
