import { labelledFloats, pickIndex, type SeedScheme } from '../provably-fair';

/**
 * Result sheets: what a lottery draw produces. A sheet is tiers of prizes (the special prize
 * first), each prize a string of decimal digits. Vietnamese regional draws follow the real
 * northern (27 numbers) and southern/central (18 numbers) sheets; the fast elott draws are one
 * five-digit number read by position.
 */

export interface PrizeTier {
  /** 'special', 'g1' … 'g8' (Vietnamese) or 'result' (elott). */
  tier: string;
  count: number;
  digits: number;
}

export const sheetFormats = {
  /** Miền Bắc: special and G1 5 digits, G2 2×5, G3 6×5, G4 4×4, G5 6×4, G6 3×3, G7 4×2. */
  'vn-north': [
    { tier: 'special', count: 1, digits: 5 },
    { tier: 'g1', count: 1, digits: 5 },
    { tier: 'g2', count: 2, digits: 5 },
    { tier: 'g3', count: 6, digits: 5 },
    { tier: 'g4', count: 4, digits: 4 },
    { tier: 'g5', count: 6, digits: 4 },
    { tier: 'g6', count: 3, digits: 3 },
    { tier: 'g7', count: 4, digits: 2 },
  ],
  /** Miền Nam / Trung: special 6 digits, G1–G4 5 (G3 2×, G4 7×), G5 4, G6 3×4, G7 3, G8 2. */
  'vn-south': [
    { tier: 'special', count: 1, digits: 6 },
    { tier: 'g1', count: 1, digits: 5 },
    { tier: 'g2', count: 1, digits: 5 },
    { tier: 'g3', count: 2, digits: 5 },
    { tier: 'g4', count: 7, digits: 5 },
    { tier: 'g5', count: 1, digits: 4 },
    { tier: 'g6', count: 3, digits: 4 },
    { tier: 'g7', count: 1, digits: 3 },
    { tier: 'g8', count: 1, digits: 2 },
  ],
  /** Elott: one five-digit number; position 1 is its first digit. */
  'elott-5': [{ tier: 'result', count: 1, digits: 5 }],
} as const satisfies Record<string, readonly PrizeTier[]>;

export type SheetFormat = keyof typeof sheetFormats;
export const sheetFormatIds = Object.keys(sheetFormats) as SheetFormat[];

/** A drawn sheet: every tier's numbers, in the order of its format. */
export interface ResultSheet {
  format: SheetFormat;
  prizes: { tier: string; numbers: string[] }[];
}

/** How many numbers, and digits in all, a format's sheet has. */
export function sheetSize(format: SheetFormat): { numbers: number; digits: number } {
  let numbers = 0;
  let digits = 0;
  for (const tier of sheetFormats[format]) {
    numbers += tier.count;
    digits += tier.count * tier.digits;
  }
  return { numbers, digits };
}

/**
 * The text a period's floats are drawn from: `gameId:numero`, with its tickets' digest after it
 * in scheme 2 (then `:round` per 32 bytes).
 */
export function drawLabel(gameId: string, numero: string, ticketsDigest?: string): string {
  return ticketsDigest === undefined
    ? `${gameId}:${numero}`
    : `${gameId}:${numero}:${ticketsDigest}`;
}

/**
 * A sheet from digits in [0, 10), one float per digit in sheet order (special prize first,
 * each number's digits left to right): digit = floor(f × 10).
 */
export function sheetFromFloats(format: SheetFormat, floats: readonly number[]): ResultSheet {
  const { digits } = sheetSize(format);
  if (floats.length < digits) throw new Error('not enough floats for the sheet');
  let next = 0;
  const prizes = sheetFormats[format].map((tier) => ({
    tier: tier.tier,
    numbers: Array.from({ length: tier.count }, () => {
      let number = '';
      for (let digit = 0; digit < tier.digits; digit += 1) {
        number += String(pickIndex(floats[next] as number, 10));
        next += 1;
      }
      return number;
    }),
  }));
  return { format, prizes };
}

/**
 * A period's provably-fair sheet: floats of HMAC-SHA256 keyed by the period's seed over
 * `gameId:numero:round` (scheme 1) or `gameId:numero:ticketsDigest:round` (scheme 2, the seed
 * from its day chain, see commitments.ts and docs/provably-fair.md), so anyone can redraw it
 * offline once the seed is revealed with the result.
 */
export function drawSheet(
  format: SheetFormat,
  seedHex: string,
  gameId: string,
  numero: string,
  scheme: SeedScheme,
  ticketsDigest?: string,
): ResultSheet {
  if ((scheme === 2) !== (ticketsDigest !== undefined))
    throw new Error('a scheme 2 draw takes its tickets digest, a scheme 1 draw none');
  if (ticketsDigest !== undefined && !/^[0-9a-f]{64}$/.test(ticketsDigest))
    throw new Error('tickets digest must be 64 lowercase hex');
  const { digits } = sheetSize(format);
  const label = drawLabel(gameId, numero, ticketsDigest);
  const floats = labelledFloats(seedHex, label, digits, scheme);
  return sheetFromFloats(format, floats);
}

/** Every number of a sheet, special prize first. */
export function allNumbers(sheet: ResultSheet): string[] {
  return sheet.prizes.flatMap((prize) => prize.numbers);
}

/** The special prize (elott: the result). */
export function specialNumber(sheet: ResultSheet): string {
  const first = sheet.prizes[0]?.numbers[0];
  if (first === undefined) throw new Error('a sheet without numbers');
  return first;
}
