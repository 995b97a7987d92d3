import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emptyTally,
  foldMission,
  missionStatus,
  missionWindow,
  replayMission,
  shownProgress,
  type MissionEvent,
  type MissionGoal,
} from './missions.rules';

const amount = fc.bigInt({ min: 0n, max: 10n ** 12n });
const round = fc.record({
  type: fc.constant('round' as const),
  gameType: fc.constantFrom('RNG', 'LIVE', 'FISH'),
  vassalage: fc.constantFrom('KHELA', 'OTHER'),
  code: fc.constantFrom('a', 'b'),
  stakeMinor: amount,
  payoutMinor: fc.oneof(amount, fc.constant(0n)),
});
const event: fc.Arbitrary<MissionEvent> = fc.oneof(
  round,
  fc.record({ type: fc.constant('deposit' as const), amountMinor: amount }),
  fc.constant({ type: 'invite' as const }),
);
const goal: fc.Arbitrary<MissionGoal> = fc.record({
  kind: fc.constantFrom('deposit', 'bet', 'play', 'win_streak', 'invite'),
  gameType: fc.constantFrom(null, 'RNG', 'LIVE'),
  game: fc.constantFrom(null, { vassalage: 'KHELA', code: 'a' }),
});

function streakOf(events: readonly MissionEvent[]): bigint {
  let best = 0n;
  let run = 0n;
  for (const entry of events) {
    if (entry.type !== 'round' || entry.stakeMinor === 0n) continue;
    if (entry.payoutMinor === entry.stakeMinor) continue;
    run = entry.payoutMinor > entry.stakeMinor ? run + 1n : 0n;
    if (run > best) best = run;
  }
  return best;
}

describe('mission progress', () => {
  it('is the same folded live, one event at a time, as replayed at once', () => {
    fc.assert(
      fc.property(goal, fc.array(event, { maxLength: 60 }), fc.nat(60), (given, events, cut) => {
        const live = events.slice(cut).reduce(
          (tally, entry) => foldMission(given, tally, entry),
          events
            .slice(0, cut)
            .reduce((tally, entry) => foldMission(given, tally, entry), emptyTally),
        );
        expect(live.total).toBe(replayMission(given, events));
      }),
    );
  });

  it('never goes down as events come, and counts what each kind asks', () => {
    fc.assert(
      fc.property(goal, fc.array(event, { maxLength: 60 }), (given, events) => {
        const totals = events.map((_, index) => replayMission(given, events.slice(0, index + 1)));
        totals.forEach((total, index) =>
          expect(total).toBeGreaterThanOrEqual(totals[index - 1] ?? 0n),
        );
        const rounds = events.filter((entry) => entry.type === 'round');
        const expected = {
          deposit: events.reduce(
            (sum, entry) => sum + (entry.type === 'deposit' ? entry.amountMinor : 0n),
            0n,
          ),
          invite: BigInt(events.filter((entry) => entry.type === 'invite').length),
          bet: rounds
            .filter((entry) => entry.stakeMinor > 0n && entry.payoutMinor !== entry.stakeMinor)
            .filter((entry) => given.gameType === null || entry.gameType === given.gameType)
            .reduce((sum, entry) => sum + entry.stakeMinor, 0n),
          play: BigInt(
            rounds.filter(
              (entry) =>
                entry.stakeMinor > 0n &&
                (given.game === null || (entry.vassalage === 'KHELA' && entry.code === 'a')),
            ).length,
          ),
          win_streak: streakOf(events),
        }[given.kind];
        expect(replayMission(given, events)).toBe(expected);
      }),
    );
  });

  it('counts a win streak that a push does not break and a loss does', () => {
    const spin = (stakeMinor: bigint, payoutMinor: bigint): MissionEvent => ({
      type: 'round',
      gameType: 'RNG',
      vassalage: 'KHELA',
      code: 'a',
      stakeMinor,
      payoutMinor,
    });
    const streak: MissionGoal = { kind: 'win_streak', gameType: null, game: null };
    expect(replayMission(streak, [spin(100n, 200n), spin(100n, 100n), spin(100n, 150n)])).toBe(2n);
    expect(replayMission(streak, [spin(100n, 200n), spin(100n, 0n), spin(100n, 150n)])).toBe(1n);
    expect(
      replayMission(streak, [spin(100n, 200n), spin(100n, 300n), spin(100n, 0n), spin(100n, 101n)]),
    ).toBe(2n);
  });

  it('is claimable at its target, shown at most full, and claimed once', () => {
    expect(missionStatus(99n, 100n, false)).toBe('in_progress');
    expect(missionStatus(100n, 100n, false)).toBe('claimable');
    expect(missionStatus(0n, 100n, true)).toBe('claimed');
    expect(shownProgress(250n, 100n)).toBe(100n);
    expect(shownProgress(25n, 100n)).toBe(25n);
  });

  it('runs in its period within its own bounds', () => {
    const day = { startAt: new Date('2026-12-01T00:00Z'), endAt: new Date('2026-12-02T00:00Z') };
    expect(missionWindow(day, { startsAt: null, endsAt: null })).toEqual({
      from: day.startAt,
      to: day.endAt,
    });
    expect(
      missionWindow(day, {
        startsAt: new Date('2026-12-01T12:00Z'),
        endsAt: new Date('2026-12-05T00:00Z'),
      }),
    ).toEqual({ from: new Date('2026-12-01T12:00Z'), to: day.endAt });
    expect(
      missionWindow(day, { startsAt: new Date('2026-12-03T00:00Z'), endsAt: null }),
    ).toBeNull();
  });
});
