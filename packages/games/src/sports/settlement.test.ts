import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLineMarket, marketSelectionKeys, type LegResult, type MarketKind } from './markets';
import { ticketReturn } from './returns';
import { settleByScore, splitLine, type FinalScore, type ScoreSettlement } from './settlement';

const score = (home: number, away: number): FinalScore => ({ home, away });
const plain = (result: LegResult): ScoreSettlement => ({ result, deadHeat: null });
const goalsArbitrary = fc.integer({ min: 0, max: 12 });
const scoreArbitrary = fc.record({ home: goalsArbitrary, away: goalsArbitrary });
/** Lines from −6.00 to +6.00 in quarters. */
const lineArbitrary = fc.integer({ min: -24, max: 24 }).map((quarters) => quarters * 250);
const opposite: Record<LegResult, LegResult> = {
  win: 'lose',
  lose: 'win',
  void: 'void',
  halfWin: 'halfLose',
  halfLose: 'halfWin',
};

describe('quarter lines', () => {
  it('split into their neighbours, nearer zero first', () => {
    expect(splitLine(-250)).toEqual([0, -500]);
    expect(splitLine(2750)).toEqual([2500, 3000]);
    expect(splitLine(1250)).toEqual([1000, 1500]);
    expect(splitLine(-750)).toEqual([-500, -1000]);
    expect(splitLine(250)).toEqual([0, 500]);
  });

  it('leave whole and half lines alone', () => {
    for (const line of [0, 2500, -1000, 3000, -500]) expect(splitLine(line)).toEqual([line]);
  });

  it('refuse lines that are not whole quarters', () => {
    for (const line of [100, -1, 2600, 1.5, Number.NaN]) expect(() => splitLine(line)).toThrow();
  });
});

describe('Asian handicap', () => {
  it('−0.25 is half on 0 and half on −0.5', () => {
    expect(settleByScore('handicap', -250, 'home', score(1, 0))).toEqual(plain('win'));
    // A draw: the half on 0 is pushed, the half on −0.5 lost.
    expect(settleByScore('handicap', -250, 'home', score(1, 1))).toEqual(plain('halfLose'));
    expect(settleByScore('handicap', -250, 'away', score(1, 1))).toEqual(plain('halfWin'));
    expect(settleByScore('handicap', -250, 'home', score(0, 1))).toEqual(plain('lose'));
  });

  it('pays the reference amounts: s/2 × d + s/2 on a half-win, s/2 on a half-lose', () => {
    const stake = 1000n;
    const home = settleByScore('handicap', -250, 'home', score(2, 2));
    const away = settleByScore('handicap', -250, 'away', score(2, 2));
    expect(home && ticketReturn(stake, [{ odds: 1900, ...home }])).toBe(500n);
    expect(away && ticketReturn(stake, [{ odds: 1900, ...away }])).toBe(950n + 500n);
  });

  it('pushes a whole line that lands exactly, and settles a half line outright', () => {
    expect(settleByScore('handicap', -1000, 'home', score(2, 1))).toEqual(plain('void'));
    expect(settleByScore('handicap', -1000, 'away', score(2, 1))).toEqual(plain('void'));
    expect(settleByScore('handicap', -1500, 'home', score(2, 0))).toEqual(plain('win'));
    expect(settleByScore('handicap', -1500, 'home', score(2, 1))).toEqual(plain('lose'));
    expect(settleByScore('handicap', -1750, 'home', score(3, 1))).toEqual(plain('halfWin'));
    expect(settleByScore('handicap', 750, 'home', score(0, 1))).toEqual(plain('halfLose'));
  });

  it('settles home at L and away at the same market as opposites', () => {
    fc.assert(
      fc.property(lineArbitrary, scoreArbitrary, (line, final) => {
        const home = settleByScore('handicap', line, 'home', final);
        const away = settleByScore('handicap', line, 'away', final);
        expect(home && away && away.result).toBe(home && opposite[home.result]);
      }),
    );
  });

  it('settles home at L as away at −L with the teams swapped', () => {
    fc.assert(
      fc.property(lineArbitrary, scoreArbitrary, (line, final) => {
        const swapped = score(final.away, final.home);
        expect(settleByScore('handicap', line, 'home', final)).toEqual(
          settleByScore('handicap', -line || 0, 'away', swapped),
        );
      }),
    );
  });

  it('settles home giving L goals to nil as over the total −L', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 }), goalsArbitrary, (quarters, goals) => {
        const line = quarters * 250;
        expect(settleByScore('handicap', -line || 0, 'home', score(goals, 0))).toEqual(
          settleByScore('total', line, 'over', score(goals, 0)),
        );
      }),
    );
  });
});

describe('totals', () => {
  it('2.75 is half on 2.5 and half on 3', () => {
    expect(settleByScore('total', 2750, 'over', score(2, 1))).toEqual(plain('halfWin'));
    expect(settleByScore('total', 2750, 'under', score(2, 1))).toEqual(plain('halfLose'));
    expect(settleByScore('total', 2750, 'over', score(1, 1))).toEqual(plain('lose'));
    expect(settleByScore('total', 2750, 'over', score(3, 1))).toEqual(plain('win'));
    expect(settleByScore('total', 2250, 'under', score(1, 1))).toEqual(plain('halfWin'));
  });

  it('push on a whole line that lands exactly', () => {
    expect(settleByScore('total', 3000, 'over', score(2, 1))).toEqual(plain('void'));
    expect(settleByScore('total', 2500, 'under', score(2, 0))).toEqual(plain('win'));
  });

  it('count innings runs and sixes from the figure the caller passes as home', () => {
    expect(settleByScore('inningsRuns', 175_500, 'over', score(180, 0))).toEqual(plain('win'));
    expect(settleByScore('inningsRuns', 175_500, 'under', score(175, 0))).toEqual(plain('win'));
    expect(settleByScore('totalSixes', 12_250, 'over', score(12, 0))).toEqual(plain('halfLose'));
  });

  it('settle over and under as opposites', () => {
    const kinds = ['total', 'inningsRuns', 'totalSixes'] as const;
    fc.assert(
      fc.property(fc.constantFrom(...kinds), lineArbitrary, scoreArbitrary, (kind, line, final) => {
        const over = settleByScore(kind, Math.abs(line), 'over', final);
        const under = settleByScore(kind, Math.abs(line), 'under', final);
        expect(under && under.result).toBe(over && opposite[over.result]);
      }),
    );
  });

  it('return on a quarter line what its two halves return, each settled alone', () => {
    const stakeArbitrary = fc.bigInt({ min: 0n, max: 10n ** 9n }).map((half) => half * 2n);
    const market = fc.constantFrom(
      ['handicap', 'home'],
      ['handicap', 'away'],
      ['total', 'over'],
      ['total', 'under'],
    ) as fc.Arbitrary<[MarketKind, string]>;
    fc.assert(
      fc.property(
        market,
        lineArbitrary,
        scoreArbitrary,
        stakeArbitrary,
        ([kind, key], line, final, stake) => {
          const returnAt = (at: number, stakeMinor: bigint) => {
            const settled = settleByScore(kind, at, key, final);
            if (!settled) throw new Error('a line market settles on a score');
            return ticketReturn(stakeMinor, [{ odds: 1870, ...settled }]);
          };
          const lineAbsolute = kind === 'total' ? Math.abs(line) : line;
          const [first = 0, second = first] = splitLine(lineAbsolute);
          const halves = returnAt(first, stake / 2n) + returnAt(second, stake / 2n);
          // Each half floors alone: they may come a unit short of the whole.
          expect(returnAt(lineAbsolute, stake) - halves).toBeGreaterThanOrEqual(0n);
          expect(returnAt(lineAbsolute, stake) - halves).toBeLessThanOrEqual(1n);
        },
      ),
    );
  });
});

describe('winners', () => {
  it('settle 1X2 on the score', () => {
    expect(settleByScore('matchWinner3', null, 'home', score(2, 1))).toEqual(plain('win'));
    expect(settleByScore('matchWinner3', null, 'draw', score(2, 1))).toEqual(plain('lose'));
    expect(settleByScore('matchWinner3', null, 'draw', score(0, 0))).toEqual(plain('win'));
    expect(settleByScore('matchWinner3', null, 'away', score(0, 3))).toEqual(plain('win'));
  });

  it('dead heat a tied two-way market: each side wins at s/2 on its odds', () => {
    for (const kind of ['matchWinner2', 'mapWinner'] as const) {
      for (const key of ['home', 'away']) {
        const tied = settleByScore(kind, null, key, score(1, 1));
        expect(tied).toEqual({ result: 'win', deadHeat: 2 });
        expect(tied && ticketReturn(1000n, [{ odds: 1900, ...tied }])).toBe(950n);
      }
      expect(settleByScore(kind, null, 'home', score(2, 0))).toEqual(plain('win'));
      expect(settleByScore(kind, null, 'away', score(2, 0))).toEqual(plain('lose'));
    }
  });

  it('settle double chance and draw no bet', () => {
    expect(settleByScore('doubleChance', null, '1X', score(1, 1))).toEqual(plain('win'));
    expect(settleByScore('doubleChance', null, '12', score(1, 1))).toEqual(plain('lose'));
    expect(settleByScore('doubleChance', null, 'X2', score(2, 1))).toEqual(plain('lose'));
    expect(settleByScore('drawNoBet', null, 'home', score(1, 1))).toEqual(plain('void'));
    expect(settleByScore('drawNoBet', null, 'away', score(1, 1))).toEqual(plain('void'));
    expect(settleByScore('drawNoBet', null, 'away', score(1, 2))).toEqual(plain('win'));
  });

  it('win exactly one 1X2 selection, and a double chance as its two 1X2 outcomes', () => {
    const pairs = { '1X': ['home', 'draw'], '12': ['home', 'away'], X2: ['draw', 'away'] };
    fc.assert(
      fc.property(scoreArbitrary, (final) => {
        const isWin = (kind: MarketKind, key: string) =>
          settleByScore(kind, null, key, final)?.result === 'win';
        expect(['home', 'draw', 'away'].filter((key) => isWin('matchWinner3', key))).toHaveLength(
          1,
        );
        for (const [key, covered] of Object.entries(pairs)) {
          expect(isWin('doubleChance', key)).toBe(
            covered.some((one) => isWin('matchWinner3', one)),
          );
        }
      }),
    );
  });
});

describe('scores', () => {
  it('settle both teams to score', () => {
    expect(settleByScore('bothTeamsToScore', null, 'yes', score(1, 1))).toEqual(plain('win'));
    expect(settleByScore('bothTeamsToScore', null, 'no', score(1, 1))).toEqual(plain('lose'));
    expect(settleByScore('bothTeamsToScore', null, 'yes', score(3, 0))).toEqual(plain('lose'));
    expect(settleByScore('bothTeamsToScore', null, 'no', score(0, 0))).toEqual(plain('win'));
  });

  it('settle a listed correct score, and leave "other" to the market', () => {
    expect(settleByScore('correctScore', null, '2-1', score(2, 1))).toEqual(plain('win'));
    expect(settleByScore('correctScore', null, '1-2', score(2, 1))).toEqual(plain('lose'));
    expect(settleByScore('correctScore', null, '10-0', score(10, 0))).toEqual(plain('win'));
    expect(settleByScore('correctScore', null, 'other', score(5, 4))).toBeNull();
    expect(settleByScore('correctScore', null, '2-1-0', score(2, 1))).toBeNull();
  });

  it('leave a top batsman to the named result', () => {
    expect(settleByScore('topBatsman', null, 'p:1', score(88, 0))).toBeNull();
  });

  it('return null for a key the template does not have', () => {
    const kinds: MarketKind[] = ['matchWinner3', 'matchWinner2', 'doubleChance', 'drawNoBet'];
    for (const kind of [...kinds, 'bothTeamsToScore', 'mapWinner'] as const) {
      expect(settleByScore(kind, null, 'nobody', score(1, 0)), kind).toBeNull();
    }
    expect(settleByScore('handicap', -500, 'over', score(1, 0))).toBeNull();
    expect(settleByScore('total', 2500, 'home', score(1, 0))).toBeNull();
    expect(settleByScore('doubleChance', null, '1x', score(1, 0))).toBeNull();
  });

  it('refuse a line market without a line, and a score that is not one', () => {
    expect(() => settleByScore('handicap', null, 'home', score(1, 0))).toThrow();
    expect(() => settleByScore('total', null, 'over', score(1, 0))).toThrow();
    expect(() => settleByScore('total', 2600, 'over', score(1, 0))).toThrow();
    expect(() => settleByScore('matchWinner3', null, 'home', score(-1, 0))).toThrow();
    expect(() => settleByScore('matchWinner3', null, 'home', score(1.5, 0))).toThrow();
  });

  it('settle every fixed key of every template the score decides', () => {
    fc.assert(
      fc.property(scoreArbitrary, lineArbitrary, (final, line) => {
        for (const kind of templates) {
          for (const key of marketSelectionKeys(kind) ?? []) {
            const at = isLineMarket(kind) ? Math.abs(line) : null;
            expect(settleByScore(kind, at, key, final), `${kind} ${key}`).not.toBeNull();
          }
        }
      }),
    );
  });
});

const templates: readonly MarketKind[] = [
  'matchWinner3',
  'matchWinner2',
  'doubleChance',
  'drawNoBet',
  'handicap',
  'total',
  'bothTeamsToScore',
  'correctScore',
  'inningsRuns',
  'totalSixes',
  'topBatsman',
  'mapWinner',
];

describe('market templates', () => {
  it('name their fixed selection keys, or none for free keys', () => {
    const expected: Record<MarketKind, readonly string[] | null> = {
      matchWinner3: ['home', 'draw', 'away'],
      matchWinner2: ['home', 'away'],
      doubleChance: ['1X', '12', 'X2'],
      drawNoBet: ['home', 'away'],
      handicap: ['home', 'away'],
      total: ['over', 'under'],
      bothTeamsToScore: ['yes', 'no'],
      correctScore: null,
      inningsRuns: ['over', 'under'],
      totalSixes: ['over', 'under'],
      topBatsman: null,
      mapWinner: ['home', 'away'],
    };
    for (const kind of templates) expect(marketSelectionKeys(kind), kind).toEqual(expected[kind]);
  });

  it('carry a line for handicaps and totals only', () => {
    const lines = templates.filter(isLineMarket);
    expect(lines).toEqual(['handicap', 'total', 'inningsRuns', 'totalSixes']);
  });
});
