import { redPockets } from '@khela/games';

/**
 * The European roulette layout as tap targets, each with the area text the server takes:
 * a cell per number (straight), spots on the lines between numbers (split, corner), on the
 * numbers' edge beside the dozens (street, six line), where zero meets the first line (splits
 * with zero, first four), and the outside boxes. Upright on phones (zero on top, twelve lines
 * down) and lying on wide screens (zero on the left, three rows across).
 *
 * Positions are in board units: `x`, `y` the spot's centre, `width`, `height` its size; the
 * board is `columns` × `rows` units, a unit being a number's cell.
 */

export type RouletteOrientation = 'upright' | 'lying';

export type SpotKind =
  | 'straight'
  | 'split'
  | 'street'
  | 'corner'
  | 'sixLine'
  | 'firstFour'
  | 'dozen'
  | 'column'
  | 'evenMoney';

export interface RouletteSpot {
  area: string;
  kind: SpotKind;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The number of a straight cell. */
  number?: number;
}

export interface RouletteLayout {
  columns: number;
  rows: number;
  spots: RouletteSpot[];
}

/** How far a line's spot reaches across the line, and along it, in cells. */
const lineDepth = 0.36;
const lineLength = 0.62;
const crossSize = 0.4;

/** The line (0–11) and place across (0–2) of a number 1–36. */
const lineOf = (number: number) => Math.floor((number - 1) / 3);
const placeOf = (number: number) => (number - 1) % 3;

/** Whether a number is red. */
export function isRed(number: number): boolean {
  return redPockets.includes(number);
}

/** A pocket's colour: zero green, the rest red or black. */
export function pocketColour(pocket: number): 'green' | 'red' | 'black' {
  return pocket === 0 ? 'green' : isRed(pocket) ? 'red' : 'black';
}

/** The even-money boxes in the order the layout shows them. */
export const evenMoneyAreas = ['low', 'even', 'red', 'black', 'odd', 'high'] as const;

/**
 * A point of the number grid (along the lines, across them) in board units: upright, the
 * outside boxes take the first 1.5 columns and zero the first row; lying, zero takes the first
 * column and the three rows of numbers run with 3 on top.
 */
function pointOf(orientation: RouletteOrientation, along: number, across: number) {
  return orientation === 'upright'
    ? { x: 1.5 + across, y: 1 + along }
    : { x: 1 + along, y: 3 - across };
}

/** A spot centred on a point of the number grid, `alongSize` × `acrossSize` cells. */
function gridSpot(
  orientation: RouletteOrientation,
  values: { area: string; kind: SpotKind; along: number; across: number },
  alongSize: number,
  acrossSize: number,
): RouletteSpot {
  const { x, y } = pointOf(orientation, values.along, values.across);
  const upright = orientation === 'upright';
  return {
    area: values.area,
    kind: values.kind,
    x,
    y,
    width: upright ? acrossSize : alongSize,
    height: upright ? alongSize : acrossSize,
  };
}

function insideSpots(orientation: RouletteOrientation): RouletteSpot[] {
  const spots: RouletteSpot[] = [];
  const at = (area: string, kind: SpotKind, along: number, across: number) => ({
    area,
    kind,
    along,
    across,
  });
  for (let number = 1; number <= 36; number += 1) {
    const [line, place] = [lineOf(number), placeOf(number)];
    spots.push({
      ...gridSpot(orientation, at(`straight:${number}`, 'straight', line + 0.5, place + 0.5), 1, 1),
      number,
    });
    if (place < 2) {
      const split = at(`split:${number}-${number + 1}`, 'split', line + 0.5, place + 1);
      spots.push(gridSpot(orientation, split, lineLength, lineDepth));
    }
    if (line < 11) {
      const split = at(`split:${number}-${number + 3}`, 'split', line + 1, place + 0.5);
      spots.push(gridSpot(orientation, split, lineDepth, lineLength));
    }
    if (place < 2 && line < 11) {
      const corner = at(
        `corner:${number}-${number + 1}-${number + 3}-${number + 4}`,
        'corner',
        line + 1,
        place + 1,
      );
      spots.push(gridSpot(orientation, corner, crossSize, crossSize));
    }
    if (place === 0) {
      const street = at(`street:${number}-${number + 1}-${number + 2}`, 'street', line + 0.5, 0);
      spots.push(gridSpot(orientation, street, lineLength, lineDepth));
      if (line < 11) {
        const pockets = Array.from({ length: 6 }, (_, index) => number + index).join('-');
        const six = at(`sixLine:${pockets}`, 'sixLine', line + 1, 0);
        spots.push(gridSpot(orientation, six, crossSize, crossSize));
      }
    }
  }
  for (let number = 1; number <= 3; number += 1) {
    const split = at(`split:0-${number}`, 'split', 0, number - 0.5);
    spots.push(gridSpot(orientation, split, lineDepth, lineLength));
  }
  spots.push(gridSpot(orientation, at('firstFour', 'firstFour', 0, 0), crossSize, crossSize));
  return spots;
}

/** Zero, the dozens, the columns (2 to 1) and the even-money boxes. */
function outsideSpots(orientation: RouletteOrientation): RouletteSpot[] {
  const upright = orientation === 'upright';
  const box = (area: string, kind: SpotKind, x: number, y: number, w: number, h: number) => ({
    area,
    kind,
    x: x + w / 2,
    y: y + h / 2,
    width: w,
    height: h,
  });
  const spots: RouletteSpot[] = [
    {
      ...(upright
        ? box('straight:0', 'straight', 1.5, 0, 3, 1)
        : box('straight:0', 'straight', 0, 0, 1, 3)),
      number: 0,
    },
  ];
  for (let index = 1; index <= 3; index += 1) {
    spots.push(
      upright
        ? box(`dozen:${index}`, 'dozen', 0.75, 1 + 4 * (index - 1), 0.75, 4)
        : box(`dozen:${index}`, 'dozen', 1 + 4 * (index - 1), 3, 4, 0.75),
      upright
        ? box(`column:${index}`, 'column', 1.5 + (index - 1), 13, 1, 1)
        : box(`column:${index}`, 'column', 13, 3 - index, 1, 1),
    );
  }
  evenMoneyAreas.forEach((area, index) => {
    spots.push(
      upright
        ? box(area, 'evenMoney', 0, 1 + 2 * index, 0.75, 2)
        : box(area, 'evenMoney', 1 + 2 * index, 3.75, 2, 0.75),
    );
  });
  return spots;
}

/** The whole layout: outside boxes first, then the numbers, then the spots on their lines. */
export function rouletteLayout(orientation: RouletteOrientation): RouletteLayout {
  const inside = insideSpots(orientation);
  const isLine = (spot: RouletteSpot) => spot.kind !== 'straight';
  return {
    columns: orientation === 'upright' ? 4.5 : 14,
    rows: orientation === 'upright' ? 14 : 4.5,
    spots: [
      ...outsideSpots(orientation),
      ...inside.filter((spot) => !isLine(spot)),
      ...inside.filter(isLine),
    ],
  };
}

/** The pockets of a European wheel clockwise from zero. */
export const wheelOrder: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];
