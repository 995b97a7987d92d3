import { EventEmitter } from 'node:events';
import { messageSuffix } from './balance-notifier';

const everyone = '*';

/**
 * Balance changes and new messages fanned out to the open member streams of this instance. The server
 * notifies `merchant:member` keys (comma-separated) on khela_balance after the money moved
 * (balance-notifier.ts; every instance listens); after a lost listener connection every stream
 * re-reads its balance.
 */
export function createBalanceEvents() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  /** A key's listener, also woken when every stream must re-read (a lost listener). */
  function listen(key: string, onEvent: () => void): () => void {
    emitter.on(key, onEvent);
    emitter.on(everyone, onEvent);
    return () => {
      emitter.off(key, onEvent);
      emitter.off(everyone, onEvent);
    };
  }
  return {
    publish: (payload: string) => {
      for (const key of payload.split(',')) emitter.emit(key);
    },
    publishAll: () => {
      emitter.emit(everyone);
    },
    /** Calls `onChange` on each change of the member's balance; answers the unsubscribe. */
    subscribe(merchantId: string, memberId: string, onChange: () => void): () => void {
      return listen(`${merchantId}:${memberId}`, onChange);
    },
    /** Calls `onMessage` on each message the member gets; answers the unsubscribe. */
    subscribeMessages(merchantId: string, memberId: string, onMessage: () => void): () => void {
      return listen(`${merchantId}:${memberId}${messageSuffix}`, onMessage);
    },
  };
}

export type BalanceEvents = ReturnType<typeof createBalanceEvents>;
