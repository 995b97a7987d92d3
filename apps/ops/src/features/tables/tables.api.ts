import type {
  CreateTable,
  DeskMerchant,
  DeskTable,
  DeskTableRounds,
  DeskTables,
  UpdateTable,
} from '@khela/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { opsRequest, withQuery } from '../../api';
import type { DayRange } from './table-figures';

/** The merchant a call acts on: undefined for a merchant's own operator (the server knows). */
export type MerchantChoice = string | undefined;

/** Each table's round changes every half minute or so: the list asks again this often. */
const tablesRefreshMs = 15_000;
/** The newest rounds move through their steps in seconds: their first page asks this often. */
const roundsRefreshMs = 5_000;

export const tableKeys = {
  all: ['tables'] as const,
  lists: (merchant: MerchantChoice) => [...tableKeys.all, 'list', merchant ?? ''] as const,
  list: (merchant: MerchantChoice, days: DayRange) =>
    [...tableKeys.lists(merchant), days.from, days.to] as const,
  rounds: (merchant: MerchantChoice, code: string) =>
    [...tableKeys.all, 'rounds', merchant ?? '', code] as const,
  roundsPage: (merchant: MerchantChoice, code: string, page: number) =>
    [...tableKeys.rounds(merchant, code), page] as const,
};

/** The merchant's tables with their settings, the round under way and their takings. */
export function useDeskTables(merchant: MerchantChoice, days: DayRange) {
  return useQuery({
    queryKey: tableKeys.list(merchant, days),
    queryFn: () =>
      opsRequest<DeskTables>('GET', withQuery('/ops/api/tables', { merchant, ...days })),
    // Other days keep the list on screen while their takings load.
    placeholderData: keepPreviousData,
    refetchInterval: tablesRefreshMs,
  });
}

/** A page of a table's rounds, newest first; the first page follows the rounds as they run. */
export function useTableRounds(merchant: MerchantChoice, code: string, page: number) {
  return useQuery({
    queryKey: tableKeys.roundsPage(merchant, code, page),
    queryFn: () =>
      opsRequest<DeskTableRounds>(
        'GET',
        withQuery(`/ops/api/tables/${code}/rounds`, { merchant, page: String(page) }),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: page === 1 ? roundsRefreshMs : false,
  });
}

/**
 * The merchant the desk works on, for its name and currency: the chosen one, or a merchant
 * operator's own (the merchants' list answers it alone). Shares the merchant picker's cache.
 */
export function useDeskMerchant(merchant: MerchantChoice): DeskMerchant | undefined {
  const merchants = useQuery({
    queryKey: ['deskMerchants'],
    queryFn: () => opsRequest<DeskMerchant[]>('GET', '/ops/api/merchants'),
  });
  const rows = merchants.data ?? [];
  return merchant === undefined ? rows[0] : rows.find((row) => row.code === merchant);
}

/**
 * The desk's changes. A changed table comes back with its settings and today's takings: its row
 * takes the settings at once and keeps the takings of the days shown until the list is asked
 * again.
 */
export function useTableChanges(merchant: MerchantChoice) {
  const queryClient = useQueryClient();
  const refreshLists = useCallback(
    () => queryClient.invalidateQueries({ queryKey: tableKeys.lists(merchant) }),
    [merchant, queryClient],
  );
  const showTable = useCallback(
    (table: DeskTable) => {
      queryClient.setQueriesData<DeskTables>({ queryKey: tableKeys.lists(merchant) }, (list) =>
        list
          ? {
              ...list,
              tables: list.tables.map((each) =>
                each.code === table.code ? { ...table, takings: each.takings } : each,
              ),
            }
          : list,
      );
      void refreshLists();
    },
    [merchant, queryClient, refreshLists],
  );
  const create = useCallback(
    async (input: CreateTable) => {
      const table = await opsRequest<DeskTable>(
        'POST',
        withQuery('/ops/api/tables', { merchant }),
        input,
      );
      await refreshLists();
      return table;
    },
    [merchant, refreshLists],
  );
  const update = useCallback(
    async (code: string, input: UpdateTable) => {
      const path = withQuery(`/ops/api/tables/${code}`, { merchant });
      const table = await opsRequest<DeskTable>('PATCH', path, input);
      showTable(table);
      return table;
    },
    [merchant, showTable],
  );
  /** Cancels a round not yet drawn; its rounds are asked again even when it fails (it drew). */
  const cancelRound = useCallback(
    async (code: string, roundId: string, reason: string) => {
      const path = withQuery(`/ops/api/tables/rounds/${roundId}/cancel`, { merchant });
      try {
        const table = await opsRequest<DeskTable>('POST', path, { reason });
        showTable(table);
        return table;
      } finally {
        await queryClient.invalidateQueries({ queryKey: tableKeys.rounds(merchant, code) });
      }
    },
    [merchant, queryClient, showTable],
  );
  return { create, update, cancelRound };
}

export type TableChanges = ReturnType<typeof useTableChanges>;
