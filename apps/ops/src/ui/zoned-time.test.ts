import { afterEach, describe, expect, it } from 'vitest';
import {
  fromZonedInput,
  instantOfField,
  toZonedInput,
  zoneLabel,
  zoneOffsetMs,
} from './zoned-time';

const processZone = process.env.TZ;
afterEach(() => {
  if (processZone === undefined) delete process.env.TZ;
  else process.env.TZ = processZone;
});

const hourMs = 3_600_000;

describe('times in a merchant zone', () => {
  it("reads an instant as the zone's wall time, whatever the browser's zone", () => {
    // The machine's own clock in São Paulo changes nothing.
    process.env.TZ = 'America/Sao_Paulo';
    expect(new Date('2030-01-15T03:00:00.000Z').getHours()).toBe(0);
    expect(toZonedInput('2030-01-15T03:00:00.000Z', 'Asia/Dhaka')).toBe('2030-01-15T09:00');
    expect(toZonedInput('2030-01-15T03:00:00.000Z', 'Asia/Bangkok')).toBe('2030-01-15T10:00');
    expect(toZonedInput('2030-01-15T03:00:00.000Z', 'America/Sao_Paulo')).toBe('2030-01-15T00:00');
    expect(toZonedInput(null, 'Asia/Dhaka')).toBe('');
    expect(toZonedInput('not a time', 'Asia/Dhaka')).toBe('');
  });

  it("takes a wall time typed in the zone as the instant the zone's clock shows it", () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(fromZonedInput('2030-01-15T09:00', 'Asia/Dhaka')).toBe('2030-01-15T03:00:00.000Z');
    expect(fromZonedInput('2030-01-15T09:00:30', 'Asia/Dhaka')).toBe('2030-01-15T03:00:00.000Z');
    expect(fromZonedInput('2030-01-01T00:30', 'Asia/Bangkok')).toBe('2029-12-31T17:30:00.000Z');
    expect(fromZonedInput('', 'Asia/Dhaka')).toBeNull();
    expect(fromZonedInput('15/01/2030 09:00', 'Asia/Dhaka')).toBeNull();
  });

  it('follows a zone whose offset changes (summer time) on each side of the change', () => {
    // New York: UTC-5 in winter, UTC-4 from 2030-03-10 02:00.
    expect(zoneOffsetMs('America/New_York', Date.parse('2030-01-15T12:00:00Z'))).toBe(-5 * hourMs);
    expect(zoneOffsetMs('America/New_York', Date.parse('2030-07-15T12:00:00Z'))).toBe(-4 * hourMs);
    expect(fromZonedInput('2030-03-10T01:30', 'America/New_York')).toBe('2030-03-10T06:30:00.000Z');
    expect(fromZonedInput('2030-03-10T03:30', 'America/New_York')).toBe('2030-03-10T07:30:00.000Z');
    // 02:30 never shows that night (02:00 becomes 03:00): read on the winter offset, 03:30.
    expect(fromZonedInput('2030-03-10T02:30', 'America/New_York')).toBe('2030-03-10T07:30:00.000Z');
    // 01:30 shows twice on 2030-11-03 (02:00 becomes 01:00): the first, still summer time.
    expect(fromZonedInput('2030-11-03T01:30', 'America/New_York')).toBe('2030-11-03T05:30:00.000Z');
    // Each wall time the zone shows comes back to the same field value.
    for (const iso of [
      '2030-03-10T06:59:00.000Z',
      '2030-03-10T07:00:00.000Z',
      '2030-11-03T05:30:00.000Z',
    ]) {
      expect(fromZonedInput(toZonedInput(iso, 'America/New_York'), 'America/New_York')).toBe(iso);
    }
  });

  it('names the zone with its offset when it keeps one all year, else alone', () => {
    expect(zoneLabel('Asia/Dhaka')).toBe('Asia/Dhaka, GMT+6');
    expect(zoneLabel('Asia/Kolkata')).toBe('Asia/Kolkata, GMT+5:30');
    expect(zoneLabel('America/New_York')).toBe('America/New_York');
    expect(zoneLabel('Europe/London')).toBe('Europe/London');
    expect(zoneLabel('UTC')).toMatch(/^UTC, GMT(\+0)?$/);
  });

  it('keeps the instant a field opened with while it still shows it', () => {
    // Seconds, and the second 01:30 of the night New York's clocks go back.
    const second = '2030-11-03T06:30:00.000Z';
    expect(instantOfField('2030-11-03T01:30', 'America/New_York', second)).toBe(second);
    const withSeconds = '2030-01-15T03:00:42.000Z';
    expect(instantOfField('2030-01-15T09:00', 'Asia/Dhaka', withSeconds)).toBe(withSeconds);
    // Changed, it is read in the zone; emptied, it is none.
    expect(instantOfField('2030-01-15T10:00', 'Asia/Dhaka', withSeconds)).toBe(
      '2030-01-15T04:00:00.000Z',
    );
    expect(instantOfField('', 'Asia/Dhaka', withSeconds)).toBeNull();
  });
});
