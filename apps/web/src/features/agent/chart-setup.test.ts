import { describe, expect, it } from 'vitest';
import { hourLabel, hourSlots } from './chart-setup';

describe('hour labels of the agent charts', () => {
  it('reads the start of an hour on the merchant clock', () => {
    expect(hourLabel('2025-05-20T03:00:00.000Z', 'Asia/Dhaka')).toBe('09:00');
    expect(hourLabel('2025-05-20T18:00:00Z', 'Asia/Dhaka')).toBe('00:00');
    expect(hourLabel('2025-05-20T18:00:00Z', 'Asia/Bangkok')).toBe('01:00');
    expect(hourLabel('2025-05-20T03:59:59Z', 'Asia/Dhaka')).toBe('09:00');
  });
});

describe('the hours of today', () => {
  const figures = (hour: string) => ({ hour, validBet: '1.00' });

  it('runs from midnight to the hour now, quiet hours empty', () => {
    const slots = hourSlots(
      [figures('2025-05-20T00:00:00Z'), figures('2025-05-20T02:00:00Z')],
      'Asia/Dhaka',
      new Date('2025-05-20T03:25:00Z'),
    );
    expect(slots.map((slot) => slot.label)).toEqual([
      '00:00',
      '01:00',
      '02:00',
      '03:00',
      '04:00',
      '05:00',
      '06:00',
      '07:00',
      '08:00',
      '09:00',
    ]);
    expect(slots[6]?.figures?.hour).toBe('2025-05-20T00:00:00Z');
    expect(slots[8]?.figures?.hour).toBe('2025-05-20T02:00:00Z');
    expect(slots[7]?.figures).toBeUndefined();
    expect(slots[9]?.figures).toBeUndefined();
  });

  it('reaches the last hour with figures when the browser clock is behind', () => {
    const slots = hourSlots(
      [figures('2025-05-20T05:00:00Z')],
      'Asia/Dhaka',
      new Date('2025-05-20T01:00:00Z'),
    );
    expect(slots.at(-1)).toEqual({ label: '11:00', figures: figures('2025-05-20T05:00:00Z') });
  });
});
