import { standardSicBoPaytable } from '@khela/games';

/**
 * The sic bo layout as rows of areas, each with the area text the server takes and the odds
 * (x:1) of the paytable the tables settle with.
 */

export interface SicBoArea {
  area: string;
  /** The odds paid (x:1); singles pay 1, 2 or 3 by matches, shown as their first. */
  odds: number;
}

export interface SicBoSection {
  id: 'main' | 'doubles' | 'triples' | 'totals' | 'combinations' | 'singles';
  areas: SicBoArea[];
}

const faces = [1, 2, 3, 4, 5, 6];
const paytable = standardSicBoPaytable;

/** The sections of the layout, top to bottom. */
export function sicBoSections(): SicBoSection[] {
  const combinations: SicBoArea[] = [];
  for (const first of faces)
    for (const second of faces)
      if (second > first)
        combinations.push({ area: `combination:${first}-${second}`, odds: paytable.combination });
  return [
    {
      id: 'main',
      areas: [
        { area: 'small', odds: paytable.small },
        { area: 'odd', odds: paytable.odd },
        { area: 'anyTriple', odds: paytable.anyTriple },
        { area: 'even', odds: paytable.even },
        { area: 'big', odds: paytable.big },
      ],
    },
    {
      id: 'doubles',
      areas: faces.map((face) => ({ area: `double:${face}`, odds: paytable.double })),
    },
    {
      id: 'triples',
      areas: faces.map((face) => ({ area: `triple:${face}`, odds: paytable.triple })),
    },
    {
      id: 'totals',
      areas: Array.from({ length: 14 }, (_, index) => index + 4).map((total) => ({
        area: `total:${total}`,
        odds: paytable.totals[total] ?? 0,
      })),
    },
    { id: 'combinations', areas: combinations },
    {
      id: 'singles',
      areas: faces.map((face) => ({ area: `single:${face}`, odds: paytable.single[0] })),
    },
  ];
}

/** The faces an area shows as dice (doubles two, triples three, a combination its pair). */
export function facesOf(area: string): number[] {
  const [kind = '', rest = ''] = area.split(':');
  const numbers = rest.split('-').map(Number);
  switch (kind) {
    case 'double':
      return [numbers[0] ?? 1, numbers[0] ?? 1];
    case 'triple':
      return [numbers[0] ?? 1, numbers[0] ?? 1, numbers[0] ?? 1];
    case 'combination':
    case 'single':
      return numbers;
    default:
      return [];
  }
}
