import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isWithinUpline,
  rateAt,
  settleDifferences,
  shareOf,
  tierReached,
  type ContractTier,
  type ShareOfAgent,
} from './arithmetic';
import { isCoveredBy } from './terms';

const sum = (values: Iterable<bigint>) => [...values].reduce((total, value) => total + value, 0n);

describe("a contract's tiers", () => {
  const tiers: ContractTier[] = [
    { rateBp: 50, minimums: { validBet: 100_000_00n, activeMembers: 5n } },
    { rateBp: 80, minimums: { validBet: 500_000_00n, activeMembers: 10n } },
    { rateBp: 30, minimums: {} },
  ];

  it('are reached at their minimums exactly, and the best rate reached wins', () => {
    expect(tierReached(tiers, { validBet: 500_000_00n, activeMembers: 10n })?.rateBp).toBe(80);
    expect(rateAt(tiers, { validBet: 500_000_00n - 1n, activeMembers: 10n })).toBe(50);
    expect(rateAt(tiers, { validBet: 500_000_00n, activeMembers: 9n })).toBe(50);
    expect(rateAt(tiers, { validBet: 99_999_99n, activeMembers: 50n })).toBe(30);
    expect(rateAt(tiers.slice(0, 2), {})).toBe(0);
    expect(tierReached([], { validBet: 1n })).toBeNull();
  });

  it('never pay less for more of any figure', () => {
    const figure = fc.bigInt({ min: 0n, max: 1_000_000_00n });
    fc.assert(
      fc.property(figure, figure, figure, figure, (bet, more, members, moreMembers) => {
        const less = { validBet: bet, activeMembers: members / 1_000_00n };
        const most = { validBet: bet + more, activeMembers: (members + moreMembers) / 1_000_00n };
        expect(rateAt(tiers, most)).toBeGreaterThanOrEqual(rateAt(tiers, less));
      }),
    );
  });
});

describe('a share of a base', () => {
  it('is cut toward zero to the minor unit, alike for a profit and a loss', () => {
    expect(shareOf(700_000_00n, 100)).toBe(7_000_00n);
    expect(shareOf(12_345n, 33)).toBe(40n);
    expect(shareOf(-12_345n, 33)).toBe(-40n);
    expect(shareOf(99n, 1)).toBe(0n);
    expect(shareOf(-99n, 1)).toBe(0n);
    expect(shareOf(5n, 10_000)).toBe(5n);
    for (const rate of [-1, 10_001, 0.5, Number.NaN]) {
      expect(() => shareOf(1n, rate)).toThrow(RangeError);
    }
  });
});

describe('an offer to a downline', () => {
  const upline: ContractTier[] = [
    { rateBp: 60, minimums: { validBet: 100_00n } },
    { rateBp: 100, minimums: { validBet: 1_000_00n } },
  ];

  it('stays within the upline when the upline pays at least as much at its minimums', () => {
    expect(isWithinUpline(upline, [{ rateBp: 60, minimums: { validBet: 100_00n } }])).toBe(true);
    expect(isWithinUpline(upline, [{ rateBp: 90, minimums: { validBet: 2_000_00n } }])).toBe(true);
    expect(isWithinUpline(upline, [{ rateBp: 61, minimums: { validBet: 100_00n } }])).toBe(false);
    // Below the upline's first tier the upline earns nothing, so the downline may not either.
    expect(isWithinUpline(upline, [{ rateBp: 1, minimums: {} }])).toBe(false);
    expect(isWithinUpline(upline, [])).toBe(true);
  });
});

describe('the difference model', () => {
  it('pays the reference example: A 1.0 % with B 0.6 % below', () => {
    // A's direct members bet 200,000; B's team 500,000 (../shared/reference/agents.md).
    const a = shareOf(700_000_00n, 100);
    const b = shareOf(500_000_00n, 60);
    const paid = settleDifferences(
      [
        { agentId: 'A', uplineId: null, ownMinor: a, carryInMinor: 0n },
        { agentId: 'B', uplineId: 'A', ownMinor: b, carryInMinor: 0n },
      ],
      { isCarryingLosses: false },
    );
    expect(paid.get('A')).toMatchObject({ ownMinor: 7_000_00n, payMinor: 4_000_00n });
    expect(paid.get('B')).toMatchObject({ payMinor: 3_000_00n, carryOutMinor: 0n });
  });

  /**
   * A random tree of agents: each with its direct members' valid bet and active members, and
   * tiers within its upline's (each tier of an upline's, with higher minimums and a lower rate).
   */
  const network = fc
    .array(
      fc.record({
        upline: fc.integer({ min: -1, max: 30 }),
        directBet: fc.bigInt({ min: 0n, max: 50_000_000_00n }),
        directActive: fc.bigInt({ min: 0n, max: 40n }),
        raise: fc.bigInt({ min: 0n, max: 5_000_000_00n }),
        cut: fc.integer({ min: 0, max: 60 }),
        keep: fc.integer({ min: 1, max: 3 }),
      }),
      { minLength: 1, maxLength: 14 },
    )
    .chain((agents) =>
      fc
        .array(
          fc.record({
            rateBp: fc.integer({ min: 0, max: 300 }),
            bet: fc.bigInt({ min: 0n, max: 20_000_000_00n }),
            active: fc.bigInt({ min: 0n, max: 20n }),
          }),
          { minLength: 1, maxLength: 3 },
        )
        .map((top) => ({ agents, top })),
    );

  it('pays each branch its top contract once when every offer is within its upline', () => {
    fc.assert(
      fc.property(network, ({ agents, top }) => {
        const uplineOf = agents.map((agent, index) =>
          agent.upline >= 0 && index > 0 ? agent.upline % index : -1,
        );
        const tiers: ContractTier[][] = [];
        agents.forEach((agent, index) => {
          const upline = uplineOf[index] ?? -1;
          tiers[index] =
            upline < 0
              ? top.map((tier) => ({
                  rateBp: tier.rateBp,
                  minimums: { validBet: tier.bet, activeMembers: tier.active },
                }))
              : (tiers[upline] ?? []).slice(0, agent.keep).map((tier) => ({
                  rateBp: Math.max(0, tier.rateBp - agent.cut),
                  minimums: {
                    validBet: (tier.minimums.validBet ?? 0n) + agent.raise,
                    activeMembers: tier.minimums.activeMembers ?? 0n,
                  },
                }));
          if (upline >= 0)
            expect(isWithinUpline(tiers[upline] ?? [], tiers[index] ?? [])).toBe(true);
        });
        // Team figures: the agent's direct members and every team below it (later indexes).
        const bet = agents.map((agent) => agent.directBet);
        const active = agents.map((agent) => agent.directActive);
        for (let index = agents.length - 1; index > 0; index -= 1) {
          const upline = uplineOf[index] ?? -1;
          if (upline < 0) continue;
          bet[upline] = (bet[upline] ?? 0n) + (bet[index] ?? 0n);
          active[upline] = (active[upline] ?? 0n) + (active[index] ?? 0n);
        }
        const shares: ShareOfAgent[] = agents.map((_, index) => ({
          agentId: String(index),
          uplineId: (uplineOf[index] ?? -1) < 0 ? null : String(uplineOf[index]),
          ownMinor: shareOf(
            bet[index] ?? 0n,
            rateAt(tiers[index] ?? [], { validBet: bet[index], activeMembers: active[index] }),
          ),
          carryInMinor: 0n,
        }));
        const paid = settleDifferences(shares, { isCarryingLosses: false });
        for (const payment of paid.values()) expect(payment.netMinor >= 0n).toBe(true);
        const tops = shares.filter((share) => share.uplineId === null);
        expect(sum([...paid.values()].map((payment) => payment.payMinor))).toBe(
          sum(tops.map((share) => share.ownMinor)),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('keeps paid + carried out = the tops + carried in, for dividends of either sign', () => {
    const share = fc.record({
      upline: fc.integer({ min: -1, max: 30 }),
      ownMinor: fc.bigInt({ min: -10_000_000_00n, max: 10_000_000_00n }),
      carryInMinor: fc.bigInt({ min: -1_000_000_00n, max: 0n }),
    });
    fc.assert(
      fc.property(fc.array(share, { minLength: 1, maxLength: 14 }), fc.boolean(), (raw, carry) => {
        const shares: ShareOfAgent[] = raw.map((agent, index) => ({
          agentId: String(index),
          uplineId: agent.upline >= 0 && index > 0 ? String(agent.upline % index) : null,
          ownMinor: agent.ownMinor,
          carryInMinor: agent.carryInMinor,
        }));
        const paid = [...settleDifferences(shares, { isCarryingLosses: carry }).values()];
        for (const payment of paid) {
          expect(payment.payMinor >= 0n && payment.carryOutMinor <= 0n).toBe(true);
          expect(payment.payMinor + payment.carryOutMinor).toBe(
            carry || payment.netMinor >= 0n ? payment.netMinor : 0n,
          );
        }
        if (!carry) return;
        const tops = shares.filter((agent) => agent.uplineId === null);
        expect(sum(paid.map((payment) => payment.payMinor + payment.carryOutMinor))).toBe(
          sum(tops.map((agent) => agent.ownMinor)) + sum(shares.map((agent) => agent.carryInMinor)),
        );
      }),
      { numRuns: 300 },
    );
  });
});

describe('terms of a real-time salary', () => {
  const terms = (profitRateBp: number, lossRateBp: number, singleBetMinor: bigint) => ({
    profitRateBp,
    lossRateBp,
    singleBetMinor,
  });

  it('are covered by an upline paying no less on fewer bets', () => {
    expect(isCoveredBy(terms(50, 100, 1_000n), terms(50, 100, 1_000n))).toBe(true);
    expect(isCoveredBy(terms(50, 100, 1_000n), terms(20, 60, 2_000n))).toBe(true);
    expect(isCoveredBy(terms(50, 100, 1_000n), terms(60, 60, 2_000n))).toBe(false);
    expect(isCoveredBy(terms(50, 100, 1_000n), terms(20, 110, 2_000n))).toBe(false);
    // A lower single bet counts bets the upline does not.
    expect(isCoveredBy(terms(50, 100, 1_000n), terms(20, 60, 500n))).toBe(false);
  });

  it('of a dividend need the same period', () => {
    const tiers = [{ rateBp: 100, minimums: {} }];
    expect(isCoveredBy({ period: 'weekly', tiers }, { period: 'weekly', tiers })).toBe(true);
    expect(isCoveredBy({ period: 'weekly', tiers }, { period: 'monthly', tiers })).toBe(false);
  });
});
