import type { LotteryResult } from '@khela/contracts';
import { drawSheet, hashServerSeed, hitsOf, isChainLink, type ResultSheet } from '@khela/games';

/** What the browser found checking a drawn result against its revealed seed. */
export interface Verification {
  /** SHA-256 of the revealed seed, computed here. */
  computedHash: string;
  /** Whether that hash is the one published before betting opened (null: none was). */
  isHashMatch: boolean | null;
  /** Scheme 2: whether the seed hashes, as many times as its place, to its day chain's head. */
  isChainMatch: boolean | null;
  /** The sheet recomputed here from the seed, gameId and numero (and the tickets' digest). */
  sheet: ResultSheet;
  /** Whether the recomputed sheet is, number for number, the published one. */
  isSheetMatch: boolean;
}

function samePrizes(left: ResultSheet['prizes'], right: ResultSheet['prizes']): boolean {
  return (
    left.length === right.length &&
    left.every((tier, index) => {
      const other = right[index];
      return (
        other !== undefined &&
        other.tier === tier.tier &&
        other.numbers.length === tier.numbers.length &&
        other.numbers.every((number, at) => number === tier.numbers[at])
      );
    })
  );
}

/**
 * Recomputes a result in the browser (provably fair): the seed's SHA-256 against the hash
 * published before betting and, in scheme 2, against its day chain's head; then the sheet
 * drawn again from HMAC(seed, "gameId:numero:round"), or "gameId:numero:ticketsDigest:round"
 * in scheme 2. A cancelled period is checked against the sheet it would have drawn. Null when
 * there is nothing to check yet (no seed revealed).
 */
export function verifyResult(result: LotteryResult): Verification | null {
  const seed = result.seed?.trim().toLowerCase();
  const prizes = result.prizes ?? result.voidPrizes;
  if (!seed || prizes === null || !/^[0-9a-f]{64}$/.test(seed)) return null;
  const digest = result.ticketsDigest?.trim().toLowerCase();
  if (result.scheme === 2 && !digest) return null;
  const computedHash = hashServerSeed(seed, result.scheme);
  const sheet = drawSheet(
    result.sheetFormat,
    seed,
    result.gameId,
    result.numero,
    result.scheme,
    result.scheme === 2 ? digest : undefined,
  );
  const chain = result.chain;
  return {
    computedHash,
    isHashMatch: result.seedHash === null ? null : computedHash === result.seedHash.toLowerCase(),
    isChainMatch: chain ? isChainLink(seed, chain.index, chain.head) : null,
    sheet,
    isSheetMatch: samePrizes(sheet.prizes, prizes),
  };
}

/** Places of the open-number display (spec §9: open numbers show 6 digits). */
export const openNumberPlaces = 6;

/**
 * A number laid into the open-number display's places, right-aligned: a shorter number (the
 * five digits of elott or of the northern special) leaves its first places empty (null),
 * never filled with zeros that were not drawn.
 */
export function openNumberDigits(number: string, places = openNumberPlaces): (string | null)[] {
  const digits = [...number.slice(-places)];
  return [...Array.from({ length: places - digits.length }, () => null), ...digits];
}

/** The number an open-number display shows for a result: its special prize (elott: the result). */
export function openNumberOf(result: Pick<LotteryResult, 'prizes'>): string | null {
  return result.prizes?.[0]?.numbers[0] ?? null;
}

/**
 * What an elott result means for its play types: the digits' sum, big or small, odd or even —
 * read with the settlement's own rule, so the screen can never disagree with a payout.
 */
export function elottOutcome(number: string) {
  const sheet: ResultSheet = { format: 'elott-5', prizes: [{ tier: 'result', numbers: [number] }] };
  const sum = [...number].reduce((total, digit) => total + Number(digit), 0);
  return {
    sum,
    size: hitsOf('bigSmall', 'big', sheet) === 1 ? 'big' : 'small',
    parity: hitsOf('oddEven', 'odd', sheet) === 1 ? 'odd' : 'even',
  } as const;
}
