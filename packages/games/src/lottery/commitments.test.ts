import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  chainHead,
  chainLengthMax,
  chainSeeds,
  isChainLink,
  ticketFingerprint,
  ticketsDigest,
} from './commitments';
import { drawSheet } from './sheets';

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const end = 'f'.repeat(63) + '0';

describe('day chains', () => {
  it('hash each seed from the next one, the end last, the head from the first', () => {
    const seeds = chainSeeds(end, 4);
    expect(seeds).toHaveLength(4);
    expect(seeds[3]).toBe(end);
    expect(seeds[2]).toBe(sha(end));
    expect(seeds[0]).toBe(sha(sha(sha(end))));
    expect(chainHead(end, 4)).toBe(sha(seeds[0]!));
  });

  it('link every revealed seed to the head by its index, and no other', () => {
    const seeds = chainSeeds(end, 288);
    const head = chainHead(end, 288);
    expect(seeds.every((seed, index) => isChainLink(seed, index + 1, head))).toBe(true);
    expect(isChainLink(seeds[10]!, 10, head)).toBe(false);
    expect(isChainLink(seeds[10]!, 12, head)).toBe(false);
    expect(isChainLink('0'.repeat(64), 1, head)).toBe(false);
    expect(isChainLink(seeds[0]!.toUpperCase(), 1, head)).toBe(false);
  });

  it('refuse lengths a day cannot have', () => {
    expect(() => chainSeeds(end, 0)).toThrow();
    expect(() => chainSeeds(end, chainLengthMax + 1)).toThrow();
    expect(chainSeeds(end, chainLengthMax)).toHaveLength(chainLengthMax);
  });
});

describe('tickets digest', () => {
  const ticket = {
    id: '41',
    requestId: '6f1c2a6e-9d4b-4d0a-8f43-3c1f1b9e2a10',
    playType: 'bigSmall',
    selection: 'big',
    stakeMinor: '1000',
  };

  it('fingerprints a ticket by all it states', () => {
    expect(ticketFingerprint(ticket)).toBe(
      sha('41:6f1c2a6e-9d4b-4d0a-8f43-3c1f1b9e2a10:bigSmall:big:1000'),
    );
    expect(ticketFingerprint({ ...ticket, stakeMinor: '1001' })).not.toBe(
      ticketFingerprint(ticket),
    );
  });

  it('hashes the sorted fingerprints, whatever order they come in', () => {
    expect(ticketsDigest([])).toBe(sha(''));
    expect(ticketsDigest(['b', 'a'])).toBe(sha('a\nb'));
    expect(ticketsDigest(['a', 'b'])).toBe(ticketsDigest(['b', 'a']));
  });

  it('is required by a scheme 2 draw and refused by a scheme 1 draw', () => {
    expect(() => drawSheet('elott-5', end, 'ELOTT1', '20261129-0001', 2)).toThrow();
    expect(() =>
      drawSheet('elott-5', end, 'ELOTT1', '20261129-0001', 1, ticketsDigest([])),
    ).toThrow();
    expect(() => drawSheet('elott-5', end, 'ELOTT1', '20261129-0001', 2, 'nothex')).toThrow();
  });
});
