import type { DeskTable } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import {
  changedSettings,
  multiplierTyped,
  typedEdgePercent,
  typedHundredths,
  typedCommissionPercent,
  typedMaxMultiplier,
  typedOdds,
  typedStreamUrl,
  type TableSettings,
} from './table-form';

const crashTable: DeskTable = {
  code: 'crash',
  game: 'crash',
  names: { en: 'Crash', bn: 'ক্র্যাশ', th: 'แครช' },
  status: 'active',
  bettingSeconds: 7,
  resultSeconds: 4,
  minStake: '10.00',
  maxStake: '10000.00',
  maxRoundPayout: '100000000.00',
  areaLimits: {},
  crash: { edgePercent: 1, maxMultiplier: 100_000 },
  cockfight: null,
  current: null,
  takings: { rounds: 0, bets: 0, players: 0, stake: '0.00', payout: '0.00', ggr: '0.00' },
};

const unchanged: TableSettings = {
  names: { en: 'Crash', bn: 'ক্র্যাশ', th: 'แครช' },
  bettingSeconds: 7,
  resultSeconds: 4,
  minStake: '10',
  maxStake: '10000',
  maxRoundPayout: '100000000',
  areaLimits: {},
  crashEdgePercent: 1,
  crashMaxMultiplier: 100_000,
};

describe('a multiplier or percentage as typed', () => {
  it('reads up to two decimals into hundredths without a float', () => {
    expect(typedHundredths('1000')).toBe(100_000);
    expect(typedHundredths('2.5')).toBe(250);
    expect(typedHundredths('2.37')).toBe(237);
    expect(typedHundredths('1.13')).toBe(113);
    expect(typedHundredths(' 1,000.50 ')).toBe(100_050);
    expect(typedHundredths('500×')).toBe(50_000);
    expect(typedHundredths('500 x')).toBe(50_000);
    // Bengali and Thai digits, as a phone's keyboard in those languages types them.
    expect(typedHundredths('২.৫')).toBe(250);
    expect(typedHundredths('๑๐๐๐')).toBe(100_000);
  });

  it('refuses what is not a number with at most two decimals', () => {
    for (const typed of ['', 'abc', '2.555', '2,5', '1e3', '-2', '.5', '2.', '1,00', 'Infinity']) {
      expect(typedHundredths(typed), typed).toBeNull();
    }
  });

  it('takes a house edge from 0.01 % to 20 %', () => {
    expect(typedEdgePercent('1')).toBe(1);
    expect(typedEdgePercent('2 %')).toBe(2);
    expect(typedEdgePercent('0.07')).toBe(0.07);
    expect(typedEdgePercent('0.01')).toBe(0.01);
    expect(typedEdgePercent('20')).toBe(20);
    expect(typedEdgePercent('0')).toBeNull();
    expect(typedEdgePercent('20.01')).toBeNull();
    expect(typedEdgePercent('1.005')).toBeNull();
  });

  it('takes the most a round runs to from 1.01× to 1 000 000×, in hundredths', () => {
    expect(typedMaxMultiplier('1000')).toBe(100_000);
    expect(typedMaxMultiplier('1.01')).toBe(101);
    expect(typedMaxMultiplier('1000000')).toBe(100_000_000);
    expect(typedMaxMultiplier('1')).toBeNull();
    expect(typedMaxMultiplier('1000000.01')).toBeNull();
  });

  it('shows a saved most as the operator would type it', () => {
    expect(multiplierTyped(100_000)).toBe('1000');
    expect(multiplierTyped(250)).toBe('2.5');
    expect(multiplierTyped(237)).toBe('2.37');
    for (const hundredths of [101, 113, 237, 50_000, 100_000_000]) {
      expect(typedMaxMultiplier(multiplierTyped(hundredths))).toBe(hundredths);
    }
  });
});

describe('a crash table edit', () => {
  it('sends nothing when the edge and most are as saved', () => {
    expect(changedSettings(crashTable, unchanged)).toEqual({});
  });

  it('sends the edge or the most when it changed', () => {
    expect(changedSettings(crashTable, { ...unchanged, crashEdgePercent: 2 })).toEqual({
      crashEdgePercent: 2,
    });
    expect(changedSettings(crashTable, { ...unchanged, crashMaxMultiplier: 50_000 })).toEqual({
      crashMaxMultiplier: 50_000,
    });
  });

  it('never sends crash settings for a table of another game', () => {
    const roulette: DeskTable = { ...crashTable, game: 'roulette', crash: null };
    expect(changedSettings(roulette, unchanged)).toEqual({});
  });
});

describe('an arena’s odds, commission and video as typed', () => {
  it('reads decimal odds in thousandths, within 1.01 to 1000', () => {
    expect(typedOdds('1.80')).toBe(1800);
    expect(typedOdds(' 9 ')).toBe(9000);
    expect(typedOdds('1.875')).toBe(1875);
    expect(typedOdds('১.৮')).toBe(1800);
    expect(typedOdds('1000')).toBe(1_000_000);
    for (const refused of ['1', '1.00', '1.0001', '1000.01', '1,80', '', 'abc', '-2']) {
      expect(typedOdds(refused), refused).toBeNull();
    }
  });

  it('reads a commission of 0 to 30 percent, to the hundredth', () => {
    expect(typedCommissionPercent('0')).toBe(0);
    expect(typedCommissionPercent('7.5 %')).toBe(7.5);
    expect(typedCommissionPercent('30')).toBe(30);
    expect(typedCommissionPercent('30.01')).toBeNull();
    expect(typedCommissionPercent('2.555')).toBeNull();
  });

  it('takes an https .m3u8 address, none when empty, and refuses any other', () => {
    expect(typedStreamUrl('')).toBeNull();
    expect(typedStreamUrl(' https://video.example/arena/live.m3u8?token=1 ')).toBe(
      'https://video.example/arena/live.m3u8?token=1',
    );
    expect(typedStreamUrl('http://video.example/live.m3u8')).toBeUndefined();
    expect(typedStreamUrl('https://video.example/live.mp4')).toBeUndefined();
  });
});

describe('an arena edit', () => {
  const arena: DeskTable = {
    ...crashTable,
    code: 'pit',
    game: 'cockfight',
    crash: null,
    cockfight: {
      pricing: 'fixed',
      commissionPercent: 10,
      drawOdds: 9000,
      bddOdds: null,
      streamUrl: null,
    },
  };
  const same: TableSettings = {
    ...unchanged,
    crashEdgePercent: undefined,
    crashMaxMultiplier: undefined,
    pricing: 'fixed',
    drawOdds: 9000,
    bddOdds: null,
    streamUrl: null,
  };

  it('sends nothing when nothing changed', () => {
    expect(changedSettings(arena, same)).toEqual({});
  });

  it('sends the pricing, commission, draw and BDD odds and video that changed', () => {
    expect(
      changedSettings(arena, {
        ...same,
        pricing: 'pool',
        commissionPercent: 7.5,
        drawOdds: 8000,
        bddOdds: 51_000,
        streamUrl: 'https://video.example/live.m3u8',
      }),
    ).toEqual({
      pricing: 'pool',
      commissionPercent: 7.5,
      drawOdds: 8000,
      bddOdds: 51_000,
      streamUrl: 'https://video.example/live.m3u8',
    });
  });
});
