import type { DeskMission, Operator, OperatorRole } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import { desksFor } from '../../navigation';
import bn from './i18n/bn.json';
import en from './i18n/en.json';
import th from './i18n/th.json';
import {
  draftProblems,
  goalOf,
  kindFieldsOf,
  missionDraftOf,
  missionInputOf,
  missionNameOf,
  missionPhaseOf,
  missionRefusalOf,
  nextSortOrder,
  type MissionDraft,
} from './mission-form';

const dhaka = 'Asia/Dhaka';

/** A weekly event-bounded bet mission on live casino, as the desk lists it. */
const betMission: DeskMission = {
  id: '7',
  names: { en: 'Live week', bn: 'লাইভ সপ্তাহ' },
  period: 'week',
  kind: 'bet',
  gameType: 'LIVE',
  game: null,
  target: '500.00',
  reward: '25.00',
  turnoverMultiple: 3,
  score: 40,
  startsAt: '2026-12-01T04:00:30.000Z',
  endsAt: null,
  sortOrder: 20,
  isActive: true,
  claims: 4,
  paid: '100.00',
};

const newDraft = (change: Partial<MissionDraft> = {}): MissionDraft => ({
  ...missionDraftOf(null, dhaka, 10),
  names: { bn: '', en: 'Daily deposit', th: '' },
  target: '100',
  reward: '5',
  ...change,
});

describe('the mission form', () => {
  it('sends a listed mission back as it was, its untouched start to the second', () => {
    const draft = missionDraftOf(betMission, dhaka);
    expect(draft).toMatchObject({
      names: { bn: 'লাইভ সপ্তাহ', en: 'Live week', th: '' },
      gameType: 'LIVE',
      vendorCode: '',
      turnoverMultiple: '3',
      // 04:00 UTC is 10:00 on the merchant's clock.
      startsAt: '2026-12-01T10:00',
      endsAt: '',
    });
    expect(missionInputOf(draft, dhaka, betMission)).toEqual({
      names: betMission.names,
      period: 'week',
      kind: 'bet',
      gameType: 'LIVE',
      game: null,
      target: '500.00',
      reward: '25.00',
      turnoverMultiple: 3,
      score: 40,
      startsAt: '2026-12-01T04:00:30.000Z',
      endsAt: null,
      sortOrder: 20,
      isActive: true,
    });
  });

  it('starts a new mission on, daily, at the place given, with the names left to type', () => {
    const draft = missionDraftOf(null, dhaka, 30);
    expect(draft).toMatchObject({
      names: { bn: '', en: '', th: '' },
      period: 'day',
      kind: 'deposit',
      isActive: true,
      sortOrder: '30',
    });
    expect(nextSortOrder([])).toBe(0);
    expect(nextSortOrder([{ sortOrder: 20 }, { sortOrder: 5 }])).toBe(30);
    expect(nextSortOrder([{ sortOrder: 9_995 }])).toBe(10_000);
  });

  it('reads event bounds on the merchant’s clock, wherever the operator sits', () => {
    const input = missionInputOf(
      newDraft({ period: 'event', startsAt: '2026-12-24T18:00', endsAt: '2026-12-26T23:59' }),
      dhaka,
    );
    expect(input.startsAt).toBe('2026-12-24T12:00:00.000Z');
    expect(input.endsAt).toBe('2026-12-26T17:59:00.000Z');
    expect(missionInputOf(newDraft(), dhaka)).toMatchObject({ startsAt: null, endsAt: null });
  });

  it('asks a game type of bets only and a game of rounds only, as the kind decides', () => {
    expect(kindFieldsOf('bet')).toEqual({ hasGameType: true, hasGame: false, unit: 'money' });
    expect(kindFieldsOf('play')).toEqual({ hasGameType: false, hasGame: true, unit: 'rounds' });
    expect(kindFieldsOf('deposit').unit).toBe('money');
    expect(kindFieldsOf('win_streak').unit).toBe('wins');
    expect(kindFieldsOf('invite').unit).toBe('friends');
    // A game type or game left from another kind is not sent.
    const typed = { gameType: 'RNG', vendorCode: 'KHELA', gameCode: 'fruit' } as const;
    expect(missionInputOf(newDraft({ kind: 'deposit', ...typed }), dhaka)).toMatchObject({
      gameType: null,
      game: null,
    });
    expect(missionInputOf(newDraft({ kind: 'play', ...typed }), dhaka)).toMatchObject({
      gameType: null,
      game: { vassalage: 'KHELA', code: 'fruit' },
    });
    expect(missionInputOf(newDraft({ kind: 'bet', ...typed }), dhaka)).toMatchObject({
      gameType: 'RNG',
      game: null,
    });
    expect(missionInputOf(newDraft({ kind: 'bet', gameType: '' }), dhaka).gameType).toBeNull();
  });

  it('trims what was typed, drops empty names and sends a count as typed for the server', () => {
    const input = missionInputOf(
      newDraft({
        kind: 'play',
        names: { bn: '  ', en: ' Spin ', th: 'หมุน' },
        target: ' 2.5 ',
        reward: ' 10.50 ',
      }),
      dhaka,
    );
    expect(input).toMatchObject({
      names: { en: 'Spin', th: 'หมุน' },
      target: '2.5',
      reward: '10.50',
    });
    expect(Object.keys(input.names)).toEqual(['en', 'th']);
  });

  it('leaves a whole number that is none for the server to name, never 0', () => {
    for (const typed of ['', ' ', 'ten', '1.5', '-1', '1e2', '0x10']) {
      const input = missionInputOf(newDraft({ score: typed }), dhaka);
      expect(input.score, typed).toBeNaN();
    }
    const sent = JSON.parse(JSON.stringify(missionInputOf(newDraft({ sortOrder: 'x' }), dhaka)));
    expect(sent).toMatchObject({ sortOrder: null });
    expect(missionInputOf(newDraft({ turnoverMultiple: ' 0 ' }), dhaka).turnoverMultiple).toBe(0);
  });
});

describe('refusals of a mission', () => {
  it('names before sending a number that is no whole one, half a game, an event’s missing time', () => {
    expect(draftProblems(newDraft())).toEqual({});
    expect(
      draftProblems(newDraft({ turnoverMultiple: '101', score: '1.5', sortOrder: '' })),
    ).toEqual({ turnoverMultiple: 'whole', score: 'whole', sortOrder: 'whole' });
    expect(draftProblems(newDraft({ kind: 'play', vendorCode: 'KHELA' }))).toEqual({
      game: 'gamePair',
    });
    // A half game of another kind is not sent, so not named.
    expect(draftProblems(newDraft({ kind: 'bet', vendorCode: 'KHELA' }))).toEqual({});
    expect(draftProblems(newDraft({ period: 'event', startsAt: '2026-12-24T18:00' }))).toEqual({
      endsAt: 'eventBound',
    });
    // A count of 2.5 rounds and a reward of 0 are the server's to name.
    expect(draftProblems(newDraft({ kind: 'play', target: '2.5', reward: '0' }))).toEqual({});
  });

  it('puts each field’s first message under it, names by language, a game by its part', () => {
    const refusal = missionRefusalOf([
      { path: 'target', code: 'field_invalid', message: 'Not valid' },
      { path: 'target', code: 'field_invalid', message: 'Second' },
      { path: 'names.en', code: 'field_plain_text', message: 'Plain text only' },
      { path: 'body.game.code', code: 'field_invalid', message: 'No such game' },
      { path: 'names', code: 'field_invalid', message: 'A name, please' },
      { path: 'from', code: 'field_invalid', message: 'Elsewhere' },
    ]);
    expect(refusal).toEqual({
      byField: {
        target: 'Not valid',
        'names.en': 'Plain text only',
        game: 'No such game',
        names: 'A name, please',
      },
      others: ['Elsewhere'],
    });
  });
});

describe('a mission in the list', () => {
  it('words each kind’s goal with an amount or a count, and what it counts', () => {
    expect(goalOf(betMission)).toEqual({
      key: 'betOn',
      amount: '500.00',
      count: null,
      gameType: 'LIVE',
      game: null,
    });
    expect(goalOf({ ...betMission, gameType: null }).key).toBe('bet');
    expect(goalOf({ kind: 'deposit', target: '100.00', gameType: null, game: null })).toEqual({
      key: 'deposit',
      amount: '100.00',
      count: null,
      gameType: null,
      game: null,
    });
    const game = { vassalage: 'KHELA', code: 'fruit' };
    expect(goalOf({ kind: 'play', target: '3', gameType: null, game })).toMatchObject({
      key: 'playGame',
      count: 3,
      game,
    });
    expect(goalOf({ kind: 'play', target: '3', gameType: null, game: null }).key).toBe('play');
    expect(goalOf({ kind: 'win_streak', target: '5', gameType: null, game: null })).toMatchObject({
      key: 'winStreak',
      count: 5,
      amount: null,
    });
    expect(goalOf({ kind: 'invite', target: '2', gameType: null, game: null }).key).toBe('invite');
  });

  it('says whether it is off, still to start, on or over', () => {
    const at = new Date('2026-12-10T00:00:00Z');
    const bounds = { startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-12-20T00:00:00Z' };
    expect(missionPhaseOf({ isActive: true, ...bounds }, at)).toBe('running');
    expect(missionPhaseOf({ isActive: false, ...bounds }, at)).toBe('off');
    expect(missionPhaseOf({ isActive: true, ...bounds }, new Date(bounds.endsAt))).toBe('ended');
    expect(missionPhaseOf({ isActive: true, ...bounds }, new Date('2026-11-30'))).toBe('scheduled');
    expect(missionPhaseOf({ isActive: true, startsAt: null, endsAt: null }, at)).toBe('running');
  });

  it('is named in the operator’s language, else English, else any', () => {
    expect(missionNameOf(betMission.names, 'bn')).toBe('লাইভ সপ্তাহ');
    expect(missionNameOf(betMission.names, 'th')).toBe('Live week');
    expect(missionNameOf({ th: 'ภารกิจ' }, 'en')).toBe('ภารกิจ');
  });
});

describe('the missions desk in the menu', () => {
  const operator = (role: OperatorRole): Operator => ({
    id: 'op',
    username: role,
    role,
    merchantCode: 'KHELA',
    twoFactor: 'enabled',
  });

  it('is shown to owners, administrators and finance, among the loyalty desks', () => {
    for (const role of ['owner', 'admin', 'finance'] as const) {
      const desks = desksFor(operator(role));
      expect(desks, role).toContain('missions');
      expect(desks.indexOf('missions'), role).toBeGreaterThan(desks.indexOf('rebate'));
    }
    for (const role of ['content', 'support'] as const) {
      expect(desksFor(operator(role)), role).not.toContain('missions');
    }
  });
});

describe('the missions desk’s texts', () => {
  /** Every text's key, a plural's forms as one (Thai has no "one" form). */
  const keysOf = (value: unknown, prefix = ''): string[] =>
    typeof value === 'object' && value !== null
      ? [
          ...new Set(
            Object.entries(value).flatMap(([key, inner]) =>
              keysOf(inner, `${prefix}${key.replace(/_(one|other)$/, '')}.`),
            ),
          ),
        ]
      : [prefix];
  const textsOf = (value: unknown, prefix = ''): [string, unknown][] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, inner]) => textsOf(inner, `${prefix}.${key}`))
      : [[prefix, value]];

  it('has every text in Bengali, English and Thai, translated rather than copied', () => {
    expect(keysOf(bn)).toEqual(keysOf(en));
    expect(keysOf(th)).toEqual(keysOf(en));
    const english = new Map(textsOf(en));
    for (const [language, bundle] of [
      ['bn', bn],
      ['th', th],
    ] as const) {
      for (const [key, text] of textsOf(bundle)) {
        expect(typeof text === 'string' && text.trim() !== '', `${language}${key}`).toBe(true);
        const original = english.get(key) ?? english.get(key.replace(/_one$/, '_other'));
        expect(text, `${language}${key}`).not.toBe(original);
      }
    }
  });
});
