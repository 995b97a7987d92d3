import type { LotteryItem } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import { drawPointMs, drawPointsOf, refreshDelayMs, steadyDrawPoints } from './refresh-timer';

function item(values: Partial<LotteryItem>): LotteryItem {
  return {
    gameId: 'ELOTT1',
    remark: 'Khela 1-minute',
    gameMenuTag: 'elott',
    gameMenus: ['elott'],
    tag: null,
    prizeMode: 'Elott',
    sheetFormat: 'elott-5',
    status: 'active',
    isCancellable: false,
    numero: '20261125-0361',
    remainTime: 30_000,
    lockTime: 5,
    drawDayOfWeek: '1,2,3,4,5,6,7',
    winningTime: '06:01',
    timeZone: 'Asia/Dhaka',
    periodSeconds: 60,
    drawsAt: '2026-11-25T00:01:00.000Z',
    seedHash: 'a'.repeat(64),
    chain: null,
    offers: [],
    ...values,
  };
}

describe('the lottery list refresh timer (spec §4)', () => {
  it('waits for the smallest remaining time among open draws', () => {
    expect(
      refreshDelayMs([
        item({ gameId: 'A', remainTime: 21_500 }),
        item({ gameId: 'B', remainTime: 12_000 }),
        item({ gameId: 'C', remainTime: 250_000 }),
      ]),
    ).toBe(12_000);
  });

  it('never waits longer than 30 s', () => {
    expect(refreshDelayMs([item({ remainTime: 85_000_000 })])).toBe(30_000);
    expect(refreshDelayMs([item({ remainTime: 30_001 })])).toBe(30_000);
    expect(refreshDelayMs([item({ remainTime: 30_000 })])).toBe(30_000);
  });

  it('falls back to 7 s when the smallest remaining time is 0 or less', () => {
    expect(refreshDelayMs([item({ remainTime: 0 }), item({ remainTime: 9000 })])).toBe(7000);
    expect(refreshDelayMs([item({ remainTime: -400 })])).toBe(7000);
  });

  it('leaves out games without an open period, and caps when there is none', () => {
    expect(
      refreshDelayMs([item({ numero: null, remainTime: null }), item({ remainTime: 4000 })]),
    ).toBe(4000);
    expect(refreshDelayMs([item({ numero: null, remainTime: null })])).toBe(30_000);
    expect(refreshDelayMs([])).toBe(30_000);
  });

  it('puts the draw point at remaining time − half the latency − lockTime × 1000', () => {
    expect(drawPointMs({ remainTime: 30_000, lockTime: 5 }, 300)).toBe(24_850);
    expect(drawPointMs({ remainTime: 3_600_000, lockTime: 900 }, 0)).toBe(2_700_000);
    expect(drawPointMs({ remainTime: null, lockTime: 5 }, 300)).toBeNull();
  });

  it('turns draw points into instants of the browser clock', () => {
    const points = drawPointsOf(
      [
        item({ remainTime: 30_000, lockTime: 5 }),
        item({ gameId: 'OFF', numero: null, remainTime: null }),
      ],
      { receivedAtMs: 1_000_000, latencyMs: 300 },
    );
    expect([...points.keys()]).toEqual(['ELOTT1']);
    expect(points.get('ELOTT1')).toEqual({
      gameId: 'ELOTT1',
      numero: '20261125-0361',
      closesAtMs: 1_024_850,
      drawsAtMs: 1_029_850,
    });
  });

  it('keeps the moments shown through latency jitter, and takes a new period or a real change', () => {
    const at = (receivedAtMs: number, latencyMs: number, values: Partial<LotteryItem> = {}) =>
      drawPointsOf([item(values)], { receivedAtMs, latencyMs });
    const shown = at(1_000_000, 300);
    // 10 s later the server says 20 s, measured with another latency: 150 ms apart.
    const jitter = steadyDrawPoints(shown, at(1_010_000, 600, { remainTime: 20_000 }));
    expect(jitter.get('ELOTT1')).toBe(shown.get('ELOTT1'));
    // The next period replaces the old one.
    const next = at(1_030_000, 300, { numero: '20261125-0362', remainTime: 60_000 });
    expect(steadyDrawPoints(shown, next).get('ELOTT1')?.numero).toBe('20261125-0362');
    // The browser's clock moved (or the draw did): two seconds off is taken.
    const moved = at(1_010_000, 300, { remainTime: 22_000 });
    expect(steadyDrawPoints(shown, moved).get('ELOTT1')).toBe(moved.get('ELOTT1'));
  });
});
