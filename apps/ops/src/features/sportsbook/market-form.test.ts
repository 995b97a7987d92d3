import type { DeskMarket } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import {
  draftOf,
  marketPreview,
  priceDraftOf,
  pricePreview,
  readMarketDraft,
  readPriceDraft,
  typedLine,
  typedPeriod,
  type MarketDraft,
} from './market-form';
import { oddsShown } from './sportsbook-text';

/** A 1X2 draft with its three odds typed. */
function threeWay(home: string, draw: string, away: string): MarketDraft {
  const draft = draftOf('matchWinner3');
  const odds = [home, draw, away];
  return {
    ...draft,
    selections: draft.selections.map((row, index) => ({ ...row, odds: odds[index] ?? '' })),
  };
}

function refusedPaths(draft: MarketDraft) {
  const reading = readMarketDraft(draft);
  return 'refusals' in reading ? reading.refusals.map((each) => each.path) : [];
}

describe('a new market priced by odds', () => {
  it('takes the template keys and odds in thousandths, and shows the margin it makes', () => {
    const draft = threeWay('2.10', '3.40', '3.60');
    // 1/2.1 + 1/3.4 + 1/3.6 − 1 = 4.81 %
    expect(marketPreview(draft)).toEqual({ odds: [2100, 3400, 3600], marginBp: 481 });
    expect(readMarketDraft(draft)).toEqual({
      body: {
        kind: 'matchWinner3',
        line: null,
        period: null,
        selections: [
          { key: 'home', name: null, odds: 2100 },
          { key: 'draw', name: null, odds: 3400 },
          { key: 'away', name: null, odds: 3600 },
        ],
      },
    });
  });

  it('shows no margin until every price reads, and refuses each one that does not', () => {
    const draft = threeWay('2.10', 'abc', '1.00');
    expect(marketPreview(draft).marginBp).toBeNull();
    expect(refusedPaths(draft)).toEqual(['odds-1', 'odds-2']);
  });

  it('refuses prices that give players a sure profit (a margin below zero)', () => {
    const draft = threeWay('3.00', '4.00', '4.00');
    expect(marketPreview(draft).marginBp).toBe(-1667);
    const reading = readMarketDraft(draft);
    expect(reading).toEqual({
      refusals: [{ path: 'odds-0', messageKey: 'sportsbook.form.marginNegative' }],
    });
  });

  it('asks a line market for a line on a quarter, and a total for one not below zero', () => {
    const draft = { ...draftOf('total'), line: '2.5' };
    const priced = {
      ...draft,
      selections: draft.selections.map((row) => ({ ...row, odds: '1.90' })),
    };
    const reading = readMarketDraft(priced);
    expect('body' in reading && reading.body.line).toBe(2500);
    expect(refusedPaths({ ...priced, line: '' })).toEqual(['line']);
    expect(refusedPaths({ ...priced, line: '2.6' })).toEqual(['line']);
    expect(refusedPaths({ ...priced, line: '-1.5' })).toEqual(['line']);
  });

  it('reads handicap lines with their sign, quarter lines included', () => {
    expect(typedLine('-0.25', 'handicap')).toBe(-250);
    expect(typedLine('+1.75', 'handicap')).toBe(1750);
    expect(typedLine('0', 'handicap')).toBe(0);
    expect(typedLine('1.1', 'handicap')).toBeNull();
    expect(typedLine('2,5', 'total')).toBeNull();
  });

  it('asks an innings or map market for its period, and others only when one is typed', () => {
    expect(typedPeriod('2')).toBe(2);
    expect(typedPeriod('0')).toBeNull();
    expect(typedPeriod('11')).toBeNull();
    const map = draftOf('mapWinner');
    const priced = { ...map, selections: map.selections.map((row) => ({ ...row, odds: '1.85' })) };
    expect(refusedPaths(priced)).toEqual(['period']);
    const reading = readMarketDraft({ ...priced, period: '3' });
    expect('body' in reading && reading.body.period).toBe(3);
    const winner = { ...priced, kind: 'matchWinner2' as const };
    expect(refusedPaths({ ...winner, period: 'first' })).toEqual(['period']);
  });

  it('takes correct scores typed as keys, once each, plus "other"', () => {
    const draft = draftOf('correctScore');
    expect(draft.selections.map((row) => row.key)).toEqual(['1-0', '0-0', '0-1', 'other']);
    const priced = {
      ...draft,
      selections: draft.selections.map((row) => ({ ...row, odds: '3.50' })),
    };
    expect('body' in readMarketDraft(priced)).toBe(true);
    const typo = priced.selections.map((row, index) =>
      index === 1 ? { ...row, key: '1:1' } : row,
    );
    expect(refusedPaths({ ...priced, selections: typo })).toEqual(['key-1']);
    const twice = priced.selections.map((row, index) =>
      index === 2 ? { ...row, key: '1-0' } : row,
    );
    expect(refusedPaths({ ...priced, selections: twice })).toEqual(['key-2']);
  });

  it('names top batsmen p:1, p:2… in the order listed, each with a name', () => {
    const draft = draftOf('topBatsman');
    const rows = ['Shakib', 'Tamim', ''].map((name) => ({
      key: '',
      name,
      odds: '1.80',
      probability: '',
    }));
    expect(refusedPaths({ ...draft, selections: rows })).toEqual(['name-2']);
    const reading = readMarketDraft({ ...draft, selections: rows.slice(0, 2) });
    expect('body' in reading && reading.body.selections).toEqual([
      { key: 'p:1', name: 'Shakib', odds: 1800 },
      { key: 'p:2', name: 'Tamim', odds: 1800 },
    ]);
  });

  it('refuses a market of fewer than two selections', () => {
    const draft = threeWay('1.01', '3.00', '4.00');
    const one = {
      ...draft,
      kind: 'correctScore' as const,
      selections: [{ ...draft.selections[0]!, key: '1-0' }],
    };
    expect(refusedPaths(one)).toEqual(['selections']);
  });
});

describe('a new market priced by probabilities and a margin', () => {
  function probable(probabilities: string[], margin: string): MarketDraft {
    const draft = draftOf('matchWinner3', 'probabilities');
    return {
      ...draft,
      margin,
      selections: draft.selections.map((row, index) => ({
        ...row,
        probability: probabilities[index] ?? '',
      })),
    };
  }

  it('spreads the margin over the probabilities and shows the odds and margin before saving', () => {
    const draft = probable(['45', '30', '25'], '5');
    const preview = marketPreview(draft);
    // 1 / (0.45 × 1.05) = 2.116…, floored to the thousandth: the book never gives more, so
    // the margin shown (what the odds make) is a little above the one asked.
    expect(preview.odds).toEqual([2116, 3174, 3809]);
    expect(preview.marginBp).toBe(502);
    expect(preview.odds.map((odds) => oddsShown(odds ?? 0))).toEqual(['2.116', '3.174', '3.809']);
    expect(readMarketDraft(draft)).toEqual({
      body: {
        kind: 'matchWinner3',
        line: null,
        period: null,
        marginBp: 500,
        selections: [
          { key: 'home', name: null, probabilityBp: 4500 },
          { key: 'draw', name: null, probabilityBp: 3000 },
          { key: 'away', name: null, probabilityBp: 2500 },
        ],
      },
    });
  });

  it('refuses probabilities that do not add up to 100 %, and shows no prices meanwhile', () => {
    const draft = probable(['45', '30', '20'], '5');
    expect(marketPreview(draft)).toEqual({ odds: [null, null, null], marginBp: null });
    expect(refusedPaths(draft)).toEqual(['probability-0']);
  });

  it('refuses a missing or out-of-bounds probability or margin', () => {
    expect(refusedPaths(probable(['100', '0', '0'], '5'))).toEqual([
      'probability-0',
      'probability-1',
      'probability-2',
    ]);
    expect(refusedPaths(probable(['50', '50', ''], '5'))).toEqual(['probability-2']);
    expect(refusedPaths(probable(['45', '30', '25'], ''))).toEqual(['margin']);
    expect(refusedPaths(probable(['45', '30', '25'], '50.01'))).toEqual(['margin']);
    expect(refusedPaths(probable(['45', '30', '25'], '0'))).toEqual([]);
  });

  it('refuses a probability so small its odds pass 1000', () => {
    expect(refusedPaths(probable(['99.98', '0.01', '0.01'], '5'))).toEqual(['probability-0']);
  });
});

describe("a market's new prices", () => {
  const market: DeskMarket = {
    id: '31',
    kind: 'handicap',
    line: -250,
    period: null,
    status: 'open',
    version: 4,
    marginBp: 526,
    feedRef: null,
    settlements: 0,
    worstCase: '0.00',
    selections: [
      {
        id: '301',
        key: 'home',
        name: null,
        odds: 1900,
        result: null,
        deadHeat: null,
        bets: 0,
        stake: '0.00',
        payoutIfWins: '0.00',
      },
      {
        id: '302',
        key: 'away',
        name: null,
        odds: 1900,
        result: null,
        deadHeat: null,
        bets: 0,
        stake: '0.00',
        payoutIfWins: '0.00',
      },
    ],
  };

  it('opens on the market’s own odds and line, and sends nothing when nothing moved', () => {
    const draft = priceDraftOf(market, oddsShown);
    expect(draft).toEqual({ odds: { '301': '1.90', '302': '1.90' }, line: '-0.25' });
    expect(pricePreview(market, draft)).toBe(526);
    expect(readPriceDraft(market, draft)).toEqual({ body: {} });
  });

  it('sends only the odds that moved and the line when it moved, the margin shown live', () => {
    const draft = { odds: { '301': '1.80', '302': '1.90' }, line: '-0.5' };
    expect(pricePreview(market, draft)).toBe(819);
    expect(readPriceDraft(market, draft)).toEqual({
      body: { odds: [{ selectionId: '301', odds: 1800 }], line: -500 },
    });
  });

  it('refuses odds that do not read, a line off the quarter, and a sure loss', () => {
    const bad = readPriceDraft(market, { odds: { '301': '0.9', '302': '' }, line: '-0.3' });
    expect('refusals' in bad && bad.refusals.map((each) => each.path)).toEqual([
      'odds-301',
      'odds-302',
      'line',
    ]);
    const sure = readPriceDraft(market, { odds: { '301': '2.20', '302': '2.20' }, line: '-0.25' });
    expect('refusals' in sure && sure.refusals[0]?.messageKey).toBe(
      'sportsbook.form.marginNegative',
    );
  });
});
