import type { DeskMarket, DeskSelection } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import {
  isQuarterLine,
  isResettlement,
  readSettleDraft,
  settleDraftOf,
  type SettleDraft,
} from './settle-form';

function selection(id: string, key: string, extra: Partial<DeskSelection> = {}): DeskSelection {
  return {
    id,
    key,
    name: null,
    odds: 1900,
    result: null,
    deadHeat: null,
    bets: 0,
    stake: '0.00',
    payoutIfWins: '0.00',
    ...extra,
  };
}

const winner: DeskMarket = {
  id: '40',
  kind: 'matchWinner3',
  line: null,
  period: null,
  status: 'suspended',
  version: 3,
  marginBp: 481,
  feedRef: null,
  settlements: 0,
  worstCase: '0.00',
  selections: [selection('1', 'home'), selection('2', 'draw'), selection('3', 'away')],
};

function chosen(market: DeskMarket, results: SettleDraft['results'], reason = ''): SettleDraft {
  return { results: { ...settleDraftOf(market).results, ...results }, reason };
}

function refused(market: DeskMarket, draft: SettleDraft) {
  const reading = readSettleDraft(market, draft);
  return 'refusals' in reading ? reading.refusals : [];
}

describe('settling a market', () => {
  it('sends a result for every selection', () => {
    const draft = chosen(winner, {
      '1': { result: 'win', deadHeat: '' },
      '2': { result: 'lose', deadHeat: '' },
      '3': { result: 'lose', deadHeat: '' },
    });
    expect(readSettleDraft(winner, draft)).toEqual({
      body: {
        results: [
          { selectionId: '1', result: 'win', deadHeat: null },
          { selectionId: '2', result: 'lose', deadHeat: null },
          { selectionId: '3', result: 'lose', deadHeat: null },
        ],
      },
    });
  });

  it('refuses while any selection has no result', () => {
    const draft = chosen(winner, { '1': { result: 'win', deadHeat: '' } });
    expect(refused(winner, draft)).toEqual([
      { path: 'result-2', messageKey: 'sportsbook.settle.resultMissing' },
      { path: 'result-3', messageKey: 'sportsbook.settle.resultMissing' },
    ]);
  });

  it('takes a dead heat only beside a win, of 2 to 20 tied places', () => {
    const batsmen: DeskMarket = {
      ...winner,
      kind: 'topBatsman',
      selections: [selection('7', 'p:1'), selection('8', 'p:2')],
    };
    const tie = chosen(batsmen, {
      '7': { result: 'win', deadHeat: '2' },
      '8': { result: 'win', deadHeat: '2' },
    });
    const reading = readSettleDraft(batsmen, tie);
    expect('body' in reading && reading.body.results[0]).toEqual({
      selectionId: '7',
      result: 'win',
      deadHeat: 2,
    });
    const onLoss = chosen(batsmen, {
      '7': { result: 'win', deadHeat: '' },
      '8': { result: 'lose', deadHeat: '2' },
    });
    expect(refused(batsmen, onLoss)).toEqual([
      { path: 'deadHeat-8', messageKey: 'sportsbook.settle.deadHeatOnlyWin' },
    ]);
    for (const places of ['1', '21', 'two']) {
      const wrong = chosen(batsmen, {
        '7': { result: 'win', deadHeat: places },
        '8': { result: 'lose', deadHeat: '' },
      });
      expect(refused(batsmen, wrong)).toEqual([
        { path: 'deadHeat-7', messageKey: 'sportsbook.settle.deadHeatInvalid' },
      ]);
    }
  });

  it('takes half results only on a quarter line', () => {
    expect(isQuarterLine(-250)).toBe(true);
    expect(isQuarterLine(2750)).toBe(true);
    expect(isQuarterLine(-500)).toBe(false);
    expect(isQuarterLine(null)).toBe(false);
    const quarter: DeskMarket = {
      ...winner,
      kind: 'handicap',
      line: -250,
      selections: [selection('5', 'home'), selection('6', 'away')],
    };
    const halves = {
      '5': { result: 'halfLose', deadHeat: '' },
      '6': { result: 'halfWin', deadHeat: '' },
    } as const;
    expect('body' in readSettleDraft(quarter, chosen(quarter, halves))).toBe(true);
    const whole = { ...quarter, line: -500 };
    expect(refused(whole, chosen(whole, halves)).map((each) => each.path)).toEqual([
      'result-5',
      'result-6',
    ]);
  });
});

describe('resettling a market already settled', () => {
  const settled: DeskMarket = {
    ...winner,
    status: 'settled',
    settlements: 1,
    selections: [
      selection('1', 'home', { result: 'win' }),
      selection('2', 'draw', { result: 'lose' }),
      selection('3', 'away', { result: 'lose' }),
    ],
  };
  const corrected = {
    '1': { result: 'lose', deadHeat: '' },
    '2': { result: 'win', deadHeat: '' },
  } as const;

  it('is known by the market having been settled before, and starts from its results', () => {
    expect(isResettlement(settled)).toBe(true);
    expect(isResettlement(winner)).toBe(false);
    expect(settleDraftOf(settled).results['1']).toEqual({ result: 'win', deadHeat: '' });
  });

  it('needs a reason', () => {
    expect(refused(settled, chosen(settled, corrected))).toEqual([
      { path: 'reason', messageKey: 'sportsbook.settle.reasonMissing' },
    ]);
    expect(refused(settled, chosen(settled, corrected, ' ok '))).toHaveLength(1);
    const reading = readSettleDraft(settled, chosen(settled, corrected, ' Goal ruled out by VAR '));
    expect('body' in reading && reading.body.reason).toBe('Goal ruled out by VAR');
  });

  it('refuses the results the market already has', () => {
    expect(refused(settled, chosen(settled, {}, 'checked again'))).toEqual([
      { path: 'reason', messageKey: 'sportsbook.settle.unchanged' },
    ]);
  });
});
