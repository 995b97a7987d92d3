import { createHmac } from 'node:crypto';
import type { TableProof, TableResultWire } from '@khela/contracts';
import {
  chainHead,
  chainSeeds,
  crashBust,
  dealtResult,
  drawnResult,
  shoeOf,
  tableDayChainLength,
} from '@khela/games';
import { describe, expect, it } from 'vitest';
import { isPass, verifyRound } from './verify';

const endSeed = 'ab'.repeat(32);
const length = 12;
const seeds = chainSeeds(endSeed, length, tableDayChainLength);
const head = chainHead(endSeed, length, tableDayChainLength);
/** Seed n of the chain, and its hash (seed n − 1: each seed is the hash of the next). */
const seedAt = (index: number) => seeds[index - 1]!;

function proof(values: Partial<TableProof>): TableProof {
  return {
    day: '20261129',
    chainHead: head,
    chainLength: tableDayChainLength,
    seedIndex: 5,
    seedHash: seedAt(4),
    seed: seedAt(5),
    label: 'auto-roulette:20261129-0005',
    cardFrom: null,
    ...values,
  };
}

describe('verifying a round in the browser', () => {
  it('passes a roulette round drawn from its seed, in the day’s chain', () => {
    const result = drawnResult('roulette', seedAt(5), 'auto-roulette:20261129-0005');
    const verdict = verifyRound({ result: result as TableResultWire, proof: proof({}) });
    expect(verdict).toMatchObject({ kind: 'checked', isSeedHashOk: true, isChainOk: true });
    expect(isPass(verdict)).toBe(true);
  });

  it('fails a result that is not the seed’s, a seed off the chain, a wrong hash', () => {
    const result = drawnResult('sicBo', seedAt(5), 'auto-sic-bo:20261129-0005');
    const base = { label: 'auto-sic-bo:20261129-0005' };
    const changed = { game: 'sicBo', dice: [1, 1, 1] } as TableResultWire;
    const same = result as TableResultWire;
    const isTriple = same.game === 'sicBo' && same.dice.every((die) => die === 1);
    if (!isTriple) expect(isPass(verifyRound({ result: changed, proof: proof(base) }))).toBe(false);
    const offChain = verifyRound({ result: same, proof: proof({ ...base, seedIndex: 6 }) });
    expect(offChain).toMatchObject({ isChainOk: false, isResultOk: true });
    const wrongHash = verifyRound({ result: same, proof: proof({ ...base, seedHash: seedAt(3) }) });
    expect(wrongHash).toMatchObject({ isSeedHashOk: false, isChainOk: true });
    expect(isPass(wrongHash)).toBe(false);
  });

  it('deals a card round again from its shoe, from where its cards began', () => {
    const label = 'auto-baccarat:shoe:20261129-0003';
    const { cards } = shoeOf(seedAt(3), label);
    const first = dealtResult('baccarat', cards, 0);
    const second = dealtResult('baccarat', cards, first.next);
    const shoeProof = proof({ seedIndex: 3, seedHash: seedAt(2), seed: seedAt(3), label });
    const verdict = verifyRound({
      result: second.result as TableResultWire,
      proof: { ...shoeProof, cardFrom: first.next },
    });
    expect(isPass(verdict)).toBe(true);
    // The same hand read from the wrong place in the shoe does not pass.
    const misplaced = verifyRound({
      result: second.result as TableResultWire,
      proof: { ...shoeProof, cardFrom: 0 },
    });
    expect(isPass(misplaced)).toBe(false);
    const dragon = dealtResult('dragonTiger', cards, 4);
    const dragonProof = { ...shoeProof, cardFrom: 4 };
    expect(
      isPass(verifyRound({ result: dragon.result as TableResultWire, proof: dragonProof })),
    ).toBe(true);
  });

  it('waits while the seed is not shown (a shoe still dealing)', () => {
    const result: TableResultWire = { game: 'roulette', pocket: 3 };
    expect(verifyRound({ result, proof: proof({ seed: null }) })).toEqual({ kind: 'waiting' });
    expect(verifyRound({ result: null, proof: proof({}) })).toEqual({ kind: 'waiting' });
  });
});

describe('verifying a crash round in the browser', () => {
  const label = 'crash:20261129-0005';
  const crashProof = (values: Partial<TableProof> = {}) =>
    proof({ label, crash: { edgePercent: 1, maxMultiplier: 100_000 }, ...values });
  const bustOf = (seed: string, edgePercent = 1, maxMultiplier = 100_000) =>
    crashBust(seed, label, edgePercent, maxMultiplier);

  /** Bustabit's point worked out here on its own, with Node's HMAC (52 bits, 1 % edge). */
  function bustabitPoint(seed: string): number {
    const digest = createHmac('sha256', seed).update(label).digest('hex');
    const r = parseInt(digest.slice(0, 13), 16) / 2 ** 52;
    return Math.max(100, Math.floor(99 / (1 - r)));
  }

  it('passes a round whose bust is the one its seed gives on bustabit’s scheme', () => {
    const bust = bustOf(seedAt(5));
    expect(bust).toBe(Math.min(bustabitPoint(seedAt(5)), 100_000));
    const verdict = verifyRound({ result: { game: 'crash', bust }, proof: crashProof() });
    expect(verdict).toMatchObject({
      kind: 'checked',
      isSeedHashOk: true,
      isChainOk: true,
      isResultOk: true,
      recomputed: { game: 'crash', bust },
    });
    expect(isPass(verdict)).toBe(true);
  });

  it('fails a bust that is not the seed’s, another edge or most, a seed off the chain', () => {
    const bust = bustOf(seedAt(5));
    const result = (value: number): TableResultWire => ({ game: 'crash', bust: value });
    expect(isPass(verifyRound({ result: result(bust + 1), proof: crashProof() }))).toBe(false);
    const otherEdge = crashProof({ crash: { edgePercent: 5, maxMultiplier: 100_000 } });
    if (bustOf(seedAt(5), 5) !== bust) {
      expect(verifyRound({ result: result(bust), proof: otherEdge })).toMatchObject({
        isResultOk: false,
      });
    }
    // A most below the bust stops it there: the same seed then proves the capped bust only.
    const capped = crashProof({ crash: { edgePercent: 1, maxMultiplier: 101 } });
    expect(isPass(verifyRound({ result: result(Math.min(bust, 101)), proof: capped }))).toBe(true);
    const offChain = verifyRound({ result: result(bust), proof: crashProof({ seedIndex: 6 }) });
    expect(offChain).toMatchObject({ isChainOk: false, isResultOk: true });
    const wrongHash = verifyRound({
      result: result(bust),
      proof: crashProof({ seedHash: seedAt(3) }),
    });
    expect(wrongHash).toMatchObject({ isSeedHashOk: false });
    expect(isPass(wrongHash)).toBe(false);
  });

  it('cannot check a bust without the edge and most it was drawn with, or before its seed', () => {
    const result: TableResultWire = { game: 'crash', bust: bustOf(seedAt(5)) };
    const bare = verifyRound({ result, proof: crashProof({ crash: null }) });
    expect(bare).toMatchObject({ isResultOk: false, recomputed: null });
    expect(verifyRound({ result, proof: crashProof({ seed: null }) })).toEqual({ kind: 'waiting' });
  });
});
