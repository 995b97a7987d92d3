import type { WalletBalance } from '@khela/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiGet, merchantCode } from '../../api/client';
import { readSession } from '../../session/session';
import { useSession } from '../../session/SessionProvider';

const retryDelayMs = 5000;

/** Query keys of the wallet; every wallet query starts with 'wallet'. */
export const walletKeys = {
  all: ['wallet'] as const,
  balance: (token: string | null) => ['wallet', 'balance', token] as const,
};

/**
 * After money moved: every wallet figure on screen (the header balance, overviews, lists and
 * records) is fetched again.
 */
export function useRefreshWallet(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: walletKeys.all });
}

/** Reads Server-Sent Events from a fetch body (EventSource cannot send the Authorization). */
async function readEvents(
  response: Response,
  onEvent: (name: string, data: string) => void,
): Promise<void> {
  const reader = response.body?.getReader();
  if (!reader) return;
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffered += decoder.decode(value, { stream: true });
    let end = buffered.indexOf('\n\n');
    while (end >= 0) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      const name = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (data !== undefined) onEvent(name, data);
      end = buffered.indexOf('\n\n');
    }
  }
}

/**
 * The signed-in member's balance: fetched once, then kept current by the member's stream for
 * as long as the page is open (reconnecting after a dropped connection); the same stream tells
 * of new messages, so the unread badge needs no polling.
 */
export function useBalance() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const queryKey = walletKeys.balance(token);
  const query = useQuery({
    queryKey,
    queryFn: () => apiGet<WalletBalance>('/wps/v2/wallets/balance'),
    enabled: token !== null,
    staleTime: Infinity,
  });

  useEffect(() => {
    if (token === null) return;
    const controller = new AbortController();
    let retry: number | undefined;
    const connect = async () => {
      const headers: Record<string, string> = { Authorization: token };
      const merchant = merchantCode();
      if (merchant) headers.Merchant = merchant;
      try {
        const response = await fetch('/wps/v2/wallets/balance/events', {
          headers,
          signal: controller.signal,
        });
        // A refused session ends the stream for good; anything else is tried again.
        if (response.status === 401) return;
        if (!response.ok) throw new Error(`balance stream answered ${response.status}`);
        await readEvents(response, (name, data) => {
          if (name === 'balance') {
            queryClient.setQueryData(walletKeys.balance(token), JSON.parse(data) as WalletBalance);
          }
          // A new message (with money or without: a withdrawal approved) updates the inbox.
          if (name === 'balance' || name === 'unread') {
            void queryClient.invalidateQueries({ queryKey: ['member', 'messages'] });
          }
        });
      } catch {
        // Dropped or aborted; reconnect below unless the page is done with it.
      }
      if (!controller.signal.aborted && readSession().token === token) {
        retry = window.setTimeout(() => void connect(), retryDelayMs);
      }
    };
    void connect();
    return () => {
      controller.abort();
      window.clearTimeout(retry);
    };
  }, [token, queryClient]);

  return query;
}
