import { describe, expect, it } from 'vitest';
import { startLoop } from './loop';

const rest = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startLoop', () => {
  it('turns again after the rest each turn asks for, and after an error its own', async () => {
    const turns: number[] = [];
    const errors: unknown[] = [];
    const loop = startLoop(
      async () => {
        turns.push(Date.now());
        if (turns.length === 2) throw new Error('feed down');
        return 5;
      },
      { onError: (error) => errors.push(error), restAfterErrorMs: 60_000 },
    );
    await rest(100);
    await loop.stop();
    // The first turn rests 5 ms; the second fails and rests a minute.
    expect(turns).toHaveLength(2);
    expect(errors).toEqual([new Error('feed down')]);
  });

  it('stops only when the turn under way has finished, and turns no more', async () => {
    let finished = 0;
    let started = 0;
    const loop = startLoop(
      async () => {
        started += 1;
        await rest(50);
        finished += 1;
        return 0;
      },
      { onError: () => {}, restAfterErrorMs: 0 },
    );
    await rest(10);
    await loop.stop();
    expect(finished).toBe(started);
    await rest(60);
    expect(started).toBe(finished);
    expect(started).toBe(1);
  });
});
