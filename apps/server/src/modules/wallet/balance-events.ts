import { EventEmitter } from 'node:events';

const everyone = '*';

/**
 * Balance changes fanned out to the open balance streams of this instance. The server
 * notifies `merchant:member` keys (comma-separated) on khela_balance after the money moved
 * (balance-notifier.ts; every instance listens); after a lost listener connection every stream
 * re-reads its balance.
 */
export function createBalanceEvents() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (payload: string) => {
      for (const key of payload.split(',')) emitter.emit(key);
    },
    publishAll: () => {
      emitter.emit(everyone);
    },
    /** Calls `onChange` on each change of the member's balance; answers the unsubscribe. */
    subscribe(merchantId: string, memberId: string, onChange: () => void): () => void {
      const key = `${merchantId}:${memberId}`;
      emitter.on(key, onChange);
      emitter.on(everyone, onChange);
      return () => {
        emitter.off(key, onChange);
        emitter.off(everyone, onChange);
      };
    },
  };
}

export type BalanceEvents = ReturnType<typeof createBalanceEvents>;
