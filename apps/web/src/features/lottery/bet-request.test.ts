import { describe, expect, it } from 'vitest';
import { isLotteryRefusal, newRequestId } from './bet-request';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('bet request ids', () => {
  it('are v4 UUIDs, different each time', () => {
    const first = newRequestId();
    expect(first).toMatch(uuidV4);
    expect(newRequestId()).not.toBe(first);
  });

  it('are made from random bytes where randomUUID is missing (plain http)', () => {
    const insecure = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        if (array instanceof Uint8Array) array.fill(0xff);
        return array;
      },
    } as unknown as Crypto;
    expect(newRequestId(insecure)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(newRequestId(insecure)).toMatch(uuidV4);
  });

  it('knows the refusals the lottery explains', () => {
    expect(isLotteryRefusal('lottery_period_closed')).toBe(true);
    expect(isLotteryRefusal('insufficient_balance')).toBe(false);
  });
});
