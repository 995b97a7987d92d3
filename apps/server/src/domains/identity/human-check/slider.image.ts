import { PNG } from 'pngjs';

export const sliderWidth = 300;
export const sliderHeight = 160;
/** The puzzle piece's box (50 px): a 36 px square with knobs on top and right. */
export const pieceSize = 50;
const square = { left: 2, top: 12, side: 36 };
const knobRadius = 6;
const knobs = [
  { x: square.left + square.side / 2, y: square.top },
  { x: square.left + square.side, y: square.top + square.side / 2 },
];

/** Random numbers in [0, 1). */
export type Random = () => number;

type Rgb = readonly [number, number, number];

/** Whether a point of the piece's box belongs to the piece. */
function isInPiece(x: number, y: number): boolean {
  const isInSquare =
    x >= square.left &&
    x < square.left + square.side &&
    y >= square.top &&
    y < square.top + square.side;
  return (
    isInSquare || knobs.some((knob) => (x - knob.x) ** 2 + (y - knob.y) ** 2 <= knobRadius ** 2)
  );
}

/** Whether a point of the piece lies on its outline (a neighbour is outside). */
function isOnOutline(x: number, y: number): boolean {
  return (
    isInPiece(x, y) &&
    (!isInPiece(x - 1, y) || !isInPiece(x + 1, y) || !isInPiece(x, y - 1) || !isInPiece(x, y + 1))
  );
}

/** The piece's shape over its box, worked out once: 0 outside, 1 inside, 2 on the outline. */
const pieceMask = Uint8Array.from({ length: pieceSize * pieceSize }, (_, index) => {
  const x = index % pieceSize;
  const y = Math.floor(index / pieceSize);
  return isOnOutline(x, y) ? 2 : isInPiece(x, y) ? 1 : 0;
});

function maskAt(x: number, y: number): number {
  if (x < 0 || y < 0 || x >= pieceSize || y >= pieceSize) return 0;
  return pieceMask[y * pieceSize + x] ?? 0;
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

function randomColour(random: Random, low: number, high: number): Rgb {
  const pick = () => low + random() * (high - low);
  return [pick(), pick(), pick()];
}

/** A landscape of our own: a sky gradient, a sun, three mountain ridges and scattered stars. */
function paintLandscape(random: Random): Uint8Array {
  const pixels = new Uint8Array(sliderWidth * sliderHeight * 3);
  const skyTop = randomColour(random, 10, 90);
  const skyBottom = randomColour(random, 120, 250);
  const sun = { x: 30 + random() * 240, y: 20 + random() * 50, r: 14 + random() * 16 };
  const sunColour = randomColour(random, 200, 255);
  const ridges = Array.from({ length: 3 }, (_, index) => ({
    base: 70 + index * 30 + random() * 10,
    waves: Array.from({ length: 3 }, () => ({
      amplitude: 6 + random() * 16,
      // Whole periods across the width, so a landscape wraps round without a seam.
      frequency: (2 * Math.PI * (1 + Math.floor(random() * 3))) / sliderWidth,
      phase: random() * Math.PI * 2,
    })),
    colour: randomColour(random, 20 + index * 10, 150 - index * 30),
  }));
  // A ridge's height depends on the column only.
  const heights = ridges.map((ridge) =>
    Float32Array.from({ length: sliderWidth }, (_, x) =>
      ridge.waves.reduce(
        (sum, wave) => sum + wave.amplitude * Math.sin(x * wave.frequency + wave.phase),
        ridge.base,
      ),
    ),
  );
  for (let y = 0; y < sliderHeight; y += 1) {
    const sky = mix(skyTop, skyBottom, y / sliderHeight);
    for (let x = 0; x < sliderWidth; x += 1) {
      let colour = sky;
      const sunDistance = Math.hypot(x - sun.x, y - sun.y);
      if (sunDistance < sun.r) colour = sunColour;
      else if (sunDistance < sun.r * 2)
        colour = mix(sunColour, colour, (sunDistance - sun.r) / sun.r);
      ridges.forEach((ridge, index) => {
        const height = heights[index]?.[x] ?? sliderHeight;
        if (y >= height) colour = mix(ridge.colour, [0, 0, 0], Math.min(0.5, (y - height) / 200));
      });
      const offset = (y * sliderWidth + x) * 3;
      pixels[offset] = colour[0];
      pixels[offset + 1] = colour[1];
      pixels[offset + 2] = colour[2];
    }
  }
  for (let star = 0; star < 40; star += 1) {
    const offset =
      (Math.floor(random() * 50) * sliderWidth + Math.floor(random() * sliderWidth)) * 3;
    pixels.fill(235, offset, offset + 3);
  }
  return pixels;
}

/** Landscapes drawn so far; past poolSize a puzzle reuses one (its hole is new each time). */
const poolSize = 32;
const landscapes: Uint8Array[] = [];

function pooledLandscape(random: Random): Uint8Array {
  if (landscapes.length < poolSize) {
    const drawn = paintLandscape(random);
    landscapes.push(drawn);
    return drawn;
  }
  return landscapes[Math.floor(random() * poolSize)] ?? paintLandscape(random);
}

/**
 * A pooled landscape made new for one challenge: mirrored or not, shifted sideways by a
 * random amount (wrapping round) and tinted, so that catalogued pictures do not line up with
 * it. (Any slider can be read by image analysis; this only keeps the cheap replay away.)
 */
function landscape(random: Random): Uint8Array {
  const source = pooledLandscape(random);
  const isMirrored = random() < 0.5;
  const shift = Math.floor(random() * sliderWidth);
  const tint = [random() * 30 - 15, random() * 30 - 15, random() * 30 - 15];
  const pixels = new Uint8Array(source.length);
  for (let y = 0; y < sliderHeight; y += 1) {
    for (let x = 0; x < sliderWidth; x += 1) {
      const column = (isMirrored ? sliderWidth - 1 - x : x) + shift;
      const from = (y * sliderWidth + (column % sliderWidth)) * 3;
      const to = (y * sliderWidth + x) * 3;
      for (let channel = 0; channel < 3; channel += 1) {
        const value = (source[from + channel] ?? 0) + (tint[channel] ?? 0);
        pixels[to + channel] = Math.max(0, Math.min(255, value));
      }
    }
  }
  return pixels;
}

/**
 * The slider puzzle (both PNGs): a landscape with a shaded hole where the piece belongs, and
 * the piece cut from it with a light outline. The piece slides horizontally at height `top`.
 * Drawing a landscape costs far more than the rest, so up to poolSize of them are kept and
 * varied per challenge; where the hole is stays as random as ever.
 */
export function renderSlider(
  target: { left: number; top: number },
  random: Random,
): { background: Buffer; piece: Buffer } {
  const pixels = landscape(random);
  const background = new PNG({ width: sliderWidth, height: sliderHeight });
  const piece = new PNG({ width: pieceSize, height: pieceSize });
  for (let y = 0; y < sliderHeight; y += 1) {
    for (let x = 0; x < sliderWidth; x += 1) {
      const source = (y * sliderWidth + x) * 3;
      const out = (y * sliderWidth + x) << 2;
      const px = x - target.left;
      const py = y - target.top;
      const mask = maskAt(px, py);
      const isHole = mask !== 0;
      const shade = mask === 2 ? 1.6 : isHole ? 0.4 : 1;
      for (let channel = 0; channel < 3; channel += 1) {
        background.data[out + channel] = Math.min(255, (pixels[source + channel] ?? 0) * shade);
      }
      background.data[out + 3] = 255;
      if (isHole) {
        const pieceOut = (py * pieceSize + px) << 2;
        const isEdge = mask === 2;
        for (let channel = 0; channel < 3; channel += 1) {
          piece.data[pieceOut + channel] = isEdge ? 250 : (pixels[source + channel] ?? 0);
        }
        piece.data[pieceOut + 3] = 255;
      }
    }
  }
  // A quick deflate: the picture lives two minutes and is sent once.
  const options = { deflateLevel: 3 };
  return {
    background: PNG.sync.write(background, options),
    piece: PNG.sync.write(piece, options),
  };
}
