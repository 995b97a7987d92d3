import type { DeskSportsbookSettings } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import {
  readSettings,
  readStakeFactor,
  settingsFieldsOf,
  typedAmount,
  type SettingsFields,
} from './book-settings';
import { readNewEvent, readScore } from './event-form';

const saved: DeskSportsbookSettings = {
  minStake: '10.00',
  maxStakeSelection: '50000.00',
  maxStakeMarket: '100000.00',
  maxStakeEvent: '200000.00',
  maxStakeMemberEvent: '20000.00',
  maxPayout: '500000.00',
  maxPayoutDay: '2000000.00',
  maxLegs: 12,
  inPlayDelaySeconds: 5,
  isCashOutOffered: true,
  cashOutMarginBp: 500,
  feedUrl: 'https://feed.example/odds',
  isFeedOn: true,
};

function paths(fields: SettingsFields) {
  const reading = readSettings(fields);
  return 'refusals' in reading ? reading.refusals.map((each) => each.path) : [];
}

describe('the book settings form', () => {
  it('reads back the settings it opened with', () => {
    const fields = settingsFieldsOf(saved);
    expect(fields.cashOutMargin).toBe('5.00');
    expect(readSettings(fields)).toEqual({ body: saved });
  });

  it('reads amounts typed with grouping, and refuses what is no amount', () => {
    expect(typedAmount('1,000.5')).toBe('1000.50');
    expect(typedAmount('25')).toBe('25.00');
    expect(typedAmount('1,00')).toBeNull();
    expect(typedAmount('-5')).toBeNull();
    expect(typedAmount('1.005')).toBeNull();
    expect(paths({ ...settingsFieldsOf(saved), minStake: '0', maxPayout: 'lots' })).toEqual([
      'minStake',
      'maxPayout',
    ]);
  });

  it('refuses a cap below its floor, compared exactly', () => {
    const fields = { ...settingsFieldsOf(saved), maxStakeMarket: '49999.99', maxPayoutDay: '1' };
    expect(paths(fields)).toEqual(['maxStakeMarket', 'maxPayoutDay']);
  });

  it('refuses legs, delay and margin out of bounds, and a feed switched on with no address', () => {
    const fields = {
      ...settingsFieldsOf(saved),
      maxLegs: '21',
      inPlayDelaySeconds: '31',
      cashOutMargin: '50.5',
      feedUrl: '',
    };
    expect(paths(fields)).toEqual(['maxLegs', 'inPlayDelaySeconds', 'cashOutMargin', 'feedUrl']);
    expect(paths({ ...settingsFieldsOf(saved), feedUrl: 'ftp://feed' })).toEqual(['feedUrl']);
    const off = readSettings({ ...settingsFieldsOf(saved), feedUrl: ' ', isFeedOn: false });
    expect('body' in off && off.body.feedUrl).toBeNull();
  });
});

describe('a member stake factor', () => {
  it('reads the multiplier in hundredths, from ×0 to ×10', () => {
    expect(readStakeFactor({ account: ' rahim01 ', factor: '0.1' })).toEqual({
      body: { account: 'rahim01', factor: 10 },
    });
    expect(readStakeFactor({ account: 'a', factor: '×0' })).toEqual({
      body: { account: 'a', factor: 0 },
    });
    const bad = readStakeFactor({ account: 'two words', factor: '10.01' });
    expect('refusals' in bad && bad.refusals.map((each) => each.path)).toEqual([
      'account',
      'factor',
    ]);
  });
});

describe('a new event and a score', () => {
  const fields = {
    sport: 'cricket',
    competition: ' BPL ',
    home: 'Dhaka',
    away: 'Sylhet',
    startsAt: '2026-12-01T18:30',
  };

  it('reads the start on the desk clock', () => {
    expect(readNewEvent(fields, 'Asia/Dhaka')).toEqual({
      body: {
        sport: 'cricket',
        competition: 'BPL',
        home: 'Dhaka',
        away: 'Sylhet',
        startsAt: '2026-12-01T12:30:00.000Z',
      },
    });
  });

  it('refuses an unknown sport, the same team twice and a missing start', () => {
    const reading = readNewEvent(
      { ...fields, sport: 'chess', away: 'dhaka', startsAt: '' },
      'Asia/Dhaka',
    );
    expect('refusals' in reading && reading.refusals.map((each) => each.path)).toEqual([
      'sport',
      'away',
      'startsAt',
    ]);
  });

  it('reads a score, an empty detail as none, and refuses what is not a count', () => {
    expect(readScore({ home: '2', away: '0', detail: ' ' })).toEqual({
      body: { home: 2, away: 0, detail: null },
    });
    const bad = readScore({ home: '-1', away: '1.5', detail: 'x'.repeat(61) });
    expect('refusals' in bad && bad.refusals.map((each) => each.path)).toEqual([
      'home',
      'away',
      'detail',
    ]);
  });
});
