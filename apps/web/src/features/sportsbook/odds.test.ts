import { describe, expect, it } from 'vitest';
import { isOddsStyle, oddsDisplay, oddsMove } from './odds';

describe('odds moves', () => {
  it('say which way a price went', () => {
    expect(oddsMove(1950, 2000)).toBe('up');
    expect(oddsMove(2000, 1950)).toBe('down');
    expect(oddsMove(2000, 2000)).toBeNull();
  });
});

describe('odds display', () => {
  it('shows a price in each style', () => {
    expect(oddsDisplay(1950, 'decimal')).toBe('1.95');
    expect(oddsDisplay(1950, 'fractional')).toBe('19/20');
    expect(oddsDisplay(1950, 'hongKong')).toBe('0.95');
    expect(oddsDisplay(2500, 'malay')).toBe('-0.67');
    expect(oddsDisplay(2500, 'indonesian')).toBe('1.50');
  });

  it('never breaks on a price a style cannot show', () => {
    expect(oddsDisplay(1000, 'indonesian')).toBe('1.00');
    expect(oddsDisplay(900, 'decimal')).toBe('—');
  });

  it('knows its styles', () => {
    expect(isOddsStyle('malay')).toBe(true);
    expect(isOddsStyle('american')).toBe(false);
    expect(isOddsStyle(null)).toBe(false);
  });
});
