import type { LotteryOffer } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import {
  emptyDraft,
  isPlayType,
  oddsOf,
  pickerOf,
  possibleWin,
  selectionOf,
  stakeChoices,
  withDigit,
  withNumberAdded,
  withNumberRemoved,
  type SelectionDraft,
} from './selection';
import type { PlayType } from '@khela/games';

const typed = (playType: PlayType, digits: string): SelectionDraft =>
  [...digits].reduce((draft, digit, place) => withDigit(draft, place, digit), emptyDraft(playType));

describe('building a selection on the bet slip', () => {
  it('knows the play types of the games package only', () => {
    expect(isPlayType('xien3')).toBe(true);
    expect(isPlayType('sum')).toBe(true);
    expect(isPlayType('2')).toBe(false);
  });

  it('makes lô, đề, 3 càng, đầu and đuôi from one digit per place', () => {
    expect(emptyDraft('lo3').digits).toHaveLength(3);
    expect(selectionOf('lo2', typed('lo2', '07'))).toBe('07');
    expect(selectionOf('de', typed('de', '90'))).toBe('90');
    expect(selectionOf('lo3', typed('lo3', '123'))).toBe('123');
    expect(selectionOf('de3', typed('de3', '009'))).toBe('009');
    expect(selectionOf('dau', typed('dau', '4'))).toBe('4');
    expect(selectionOf('duoi', typed('duoi', '0'))).toBe('0');
    // Incomplete: a place is still empty.
    expect(selectionOf('lo3', typed('lo3', '12'))).toBeUndefined();
    // Tapping the chosen digit again clears its place.
    const cleared = withDigit(typed('lo2', '07'), 1, '7');
    expect(cleared.digits).toEqual(['0', null]);
    expect(selectionOf('lo2', cleared)).toBeUndefined();
  });

  it('collects the different numbers of a xiên, ascending as stored', () => {
    let draft = emptyDraft('xien3');
    for (const number of ['45', '07', '45', '88', '12']) {
      // Type the number's two digits into the emptied places, then add it.
      draft = withNumberAdded(
        [...number].reduce((next, digit, place) => withDigit(next, place, digit), draft),
        3,
      );
    }
    expect(draft.numbers).toEqual(['45', '07', '88']);
    expect(selectionOf('xien3', draft)).toBe('07,45,88');
    const fewer = withNumberRemoved(draft, '45');
    expect(fewer.numbers).toEqual(['07', '88']);
    expect(selectionOf('xien3', fewer)).toBeUndefined();
    expect(selectionOf('xien2', fewer)).toBe('07,88');
    // An incomplete number is not added.
    expect(withNumberAdded(typed('xien2', '1'), 2).numbers).toEqual([]);
  });

  it('makes position, big/small, odd/even and sum selections', () => {
    expect(pickerOf('position')).toEqual({ kind: 'position' });
    const digit = withDigit(emptyDraft('position'), 0, '7');
    expect(selectionOf('position', digit)).toBeUndefined();
    expect(selectionOf('position', { ...digit, position: 3 })).toBe('3:7');
    expect(selectionOf('bigSmall', { ...emptyDraft('bigSmall'), choice: 'big' })).toBe('big');
    expect(selectionOf('oddEven', { ...emptyDraft('oddEven'), choice: 'even' })).toBe('even');
    expect(selectionOf('oddEven', { ...emptyDraft('oddEven'), choice: 'big' })).toBeUndefined();
    expect(selectionOf('sum', { ...emptyDraft('sum'), choice: '45' })).toBe('45');
    expect(selectionOf('sum', { ...emptyDraft('sum'), choice: '46' })).toBeUndefined();
  });
});

describe('odds and the possible win', () => {
  const offer: LotteryOffer = {
    playType: 'sum',
    odds: null,
    oddsByValue: ['95000', '19000', '6333.333'],
    minStake: '1.00',
    maxStake: '10000.00',
    periodStake: '50000.00',
  };

  it('takes one figure, or the sum value’s own', () => {
    expect(oddsOf({ ...offer, odds: '1.95', oddsByValue: null }, 'big')).toBe('1.95');
    expect(oddsOf(offer, '1')).toBe('19000');
    expect(oddsOf(offer, undefined)).toBeNull();
    expect(oddsOf(offer, '40')).toBeNull();
  });

  it('floors stake × odds as the settlement does, and counts every lô prize', () => {
    expect(possibleWin('10', '1.95', 'bigSmall', 'elott-5', 'BDT')).toEqual({
      perHit: '19.50',
      most: '19.50',
      hitsMax: 1,
    });
    expect(possibleWin('0.33', '9.5', 'position', 'elott-5', 'BDT')?.perHit).toBe('3.13');
    // Lô 2 on the northern sheet: all 27 prizes can end with the number.
    expect(possibleWin('1', '3.5', 'lo2', 'vn-north', 'BDT')).toEqual({
      perHit: '3.50',
      most: '94.50',
      hitsMax: 27,
    });
    // Lô 3 skips the two-digit G7 prizes: 23 of the 27.
    expect(possibleWin('2', '41', 'lo3', 'vn-north', 'BDT')?.hitsMax).toBe(23);
    expect(possibleWin('1,000', '95', 'de', 'vn-south', 'BDT')?.most).toBe('95000.00');
    expect(possibleWin('', '95', 'de', 'vn-south', 'BDT')).toBeNull();
    expect(possibleWin('1.001', '95', 'de', 'vn-south', 'BDT')).toBeNull();
    expect(possibleWin('5', 'x', 'de', 'vn-south', 'BDT')).toBeNull();
  });
});

describe('quick stakes', () => {
  it('offers the minimum and multiples of it up to the maximum', () => {
    expect(stakeChoices('1.00', '10000.00', 'BDT')).toEqual(['1.00', '10.00', '50.00', '100.00']);
    expect(stakeChoices('5.00', '300.00', 'BDT')).toEqual(['5.00', '50.00', '250.00']);
    expect(stakeChoices('0', '300.00', 'BDT')).toEqual([]);
  });
});
