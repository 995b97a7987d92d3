import type { TableRoundView } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import { autoCashoutOf, crashActionOf } from './crash-action';
import type { MyCrashBet } from './crash-live';
import type { CrashStage } from './crash-round';

const round: TableRoundView = {
  id: '7',
  number: '20261129-0007',
  status: 'open',
  opensAt: '2026-11-29T10:00:00.000Z',
  closesAt: '2026-11-29T10:00:05.000Z',
  seedHash: 'ab'.repeat(32),
  totals: [],
  players: 0,
  result: null,
};
const bet: MyCrashBet = {
  roundId: '7',
  roundNumber: round.number,
  stakeMinor: 1_000n,
  target: null,
  cashout: null,
  winMinor: null,
  status: 'open',
};
const betting: CrashStage = {
  kind: 'betting',
  round,
  closesAtMs: 5_000,
  windowMs: 5_000,
  isClosing: false,
  last: null,
};
const running: CrashStage = { kind: 'running', round, startMs: 5_000 };
const busted = (bust: number): CrashStage => ({ kind: 'busted', round, startMs: 5_000, bust });
const max = 100_000;

describe('the big button', () => {
  it('bets while betting is open, then says the bet is in', () => {
    expect(crashActionOf(betting, null, null, max)).toMatchObject({ kind: 'bet', roundId: '7' });
    expect(crashActionOf({ ...betting, isClosing: true }, null, null, max)).toMatchObject({
      kind: 'bet',
      isClosing: true,
    });
    expect(crashActionOf(betting, bet, null, max)).toMatchObject({ kind: 'placed' });
  });

  it('cashes out while the round runs and the bet is in', () => {
    expect(crashActionOf(running, bet, null, max)).toMatchObject({
      kind: 'cashout',
      startMs: 5_000,
    });
    expect(crashActionOf(running, null, null, max)).toEqual({ kind: 'wait', reason: 'running' });
  });

  it('shows where the bet got out: by hand, automatically, or lost at the bust', () => {
    const cashed = { ...bet, cashout: 150, winMinor: 1_500n };
    expect(crashActionOf(running, cashed, null, max)).toMatchObject({
      kind: 'cashed',
      multiplier: 150,
      winMinor: 1_500n,
      isAuto: false,
    });
    const auto = { ...bet, target: 101 };
    expect(crashActionOf(running, auto, 101, max)).toMatchObject({
      kind: 'cashed',
      multiplier: 101,
      winMinor: 1_010n,
      isAuto: true,
    });
    expect(crashActionOf(busted(101), auto, null, max)).toMatchObject({ kind: 'cashed' });
    expect(crashActionOf(busted(100), auto, null, max)).toEqual({
      kind: 'lost',
      bet: auto,
      bust: 100,
    });
    expect(crashActionOf(busted(250), bet, null, max)).toMatchObject({ kind: 'lost' });
  });

  it('waits with its reason otherwise', () => {
    const waiting: CrashStage = { kind: 'waiting', round, opensAtMs: 9_000, last: null };
    expect(crashActionOf(waiting, null, null, max)).toEqual({ kind: 'wait', reason: 'waiting' });
    expect(crashActionOf({ kind: 'paused' }, null, null, max)).toEqual({
      kind: 'wait',
      reason: 'paused',
    });
    expect(crashActionOf(busted(300), null, null, max)).toEqual({ kind: 'wait', reason: 'busted' });
  });

  it('takes a bet out by itself at its target, or at the table’s most', () => {
    expect(autoCashoutOf({ ...bet, target: 250 }, max)).toBe(250);
    expect(autoCashoutOf(bet, max)).toBe(max);
    expect(autoCashoutOf({ ...bet, target: 250 }, 200)).toBe(200);
    expect(autoCashoutOf({ ...bet, cashout: 120 }, max)).toBeNull();
    expect(autoCashoutOf(null, max)).toBeNull();
  });
});
