import type { LotteryResult } from '@khela/contracts';
import { drawSheet, hashServerSeed, hitsOf, type ResultSheet } from '@khela/games';

/** What the browser found checking a drawn result against its revealed seed. */
export interface Verification {
  /** SHA-256 of the revealed seed, computed here. */
  computedHash: string;
  /** Whether that hash is the one published before betting opened. */
  isHashMatch: boolean;
  /** The sheet recomputed here from the seed, gameId and numero. */
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
 * published before betting, and the sheet drawn again from HMAC(seed, "gameId:numero:round").
 * Null when there is nothing to check yet (no seed or no prizes: not drawn, or cancelled).
 */
export function verifyResult(result: LotteryResult): Verification | null {
  const seed = result.seed?.trim().toLowerCase();
  if (!seed || result.prizes === null || !/^[0-9a-f]{64}$/.test(seed)) return null;
  const computedHash = hashServerSeed(seed, 1);
  const sheet = drawSheet(result.sheetFormat, seed, result.gameId, result.numero, 1);
  return {
    computedHash,
    isHashMatch: computedHash === result.seedHash.trim().toLowerCase(),
    sheet,
    isSheetMatch: samePrizes(sheet.prizes, result.prizes),
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
