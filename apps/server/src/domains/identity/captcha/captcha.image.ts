import { PNG } from 'pngjs';

/** 5×7 bitmaps of the digits, one string per row ('#' is ink). */
const glyphs: Record<string, string[]> = {
  '0': [' ### ', '#   #', '#  ##', '# # #', '##  #', '#   #', ' ### '],
  '1': ['  #  ', ' ##  ', '# #  ', '  #  ', '  #  ', '  #  ', '#####'],
  '2': [' ### ', '#   #', '    #', '   # ', '  #  ', ' #   ', '#####'],
  '3': ['#### ', '    #', '    #', ' ### ', '    #', '    #', '#### '],
  '4': ['   # ', '  ## ', ' # # ', '#  # ', '#####', '   # ', '   # '],
  '5': ['#####', '#    ', '#### ', '    #', '    #', '#   #', ' ### '],
  '6': [' ### ', '#    ', '#    ', '#### ', '#   #', '#   #', ' ### '],
  '7': ['#####', '    #', '   # ', '  #  ', ' #   ', ' #   ', ' #   '],
  '8': [' ### ', '#   #', '#   #', ' ### ', '#   #', '#   #', ' ### '],
  '9': [' ### ', '#   #', '#   #', ' ####', '    #', '    #', ' ### '],
};

export const captchaWidth = 120;
export const captchaHeight = 44;
const cellPx = 4;

/** Random numbers in [0, 1); injected so tests can draw the same image twice. */
export type Random = () => number;

function paint(png: PNG, x: number, y: number, color: readonly [number, number, number]) {
  if (x < 0 || y < 0 || x >= png.width || y >= png.height) return;
  const offset = (png.width * Math.floor(y) + Math.floor(x)) << 2;
  png.data[offset] = color[0];
  png.data[offset + 1] = color[1];
  png.data[offset + 2] = color[2];
  png.data[offset + 3] = 255;
}

function drawDigit(png: PNG, digit: string, left: number, random: Random) {
  const rows = glyphs[digit];
  if (!rows) throw new Error(`no glyph for ${digit}`);
  const top = 4 + random() * 8;
  const shear = (random() - 0.5) * 0.6;
  const ink = [20 + random() * 60, 70 + random() * 80, 40 + random() * 60] as const;
  rows.forEach((row, rowIndex) => {
    [...row].forEach((cell, columnIndex) => {
      if (cell !== '#') return;
      for (let dy = 0; dy < cellPx; dy += 1) {
        for (let dx = 0; dx < cellPx; dx += 1) {
          const y = top + rowIndex * cellPx + dy;
          const x = left + columnIndex * cellPx + dx + shear * (y - top - 14);
          paint(png, x, y, ink);
        }
      }
    });
  });
}

/**
 * The captcha picture (PNG): four sheared digits in varied ink over a pale, speckled ground,
 * crossed by noise lines — enough against casual scripts, still easy to read on a phone.
 */
export function renderCaptcha(text: string, random: Random): Buffer {
  const png = new PNG({ width: captchaWidth, height: captchaHeight });
  for (let y = 0; y < captchaHeight; y += 1) {
    for (let x = 0; x < captchaWidth; x += 1) {
      const shade = 235 + random() * 20;
      paint(png, x, y, [shade, shade - 4, shade - 14]);
    }
  }
  [...text].forEach((digit, index) => drawDigit(png, digit, 8 + index * 27 + random() * 4, random));
  for (let line = 0; line < 4; line += 1) {
    const y0 = random() * captchaHeight;
    const slope = (random() - 0.5) * 0.5;
    const color = [120 + random() * 80, 100 + random() * 60, 40 + random() * 40] as const;
    for (let x = 0; x < captchaWidth; x += 1) paint(png, x, y0 + slope * x, color);
  }
  for (let dot = 0; dot < 120; dot += 1) {
    paint(png, random() * captchaWidth, random() * captchaHeight, [80, 80 + random() * 100, 60]);
  }
  return PNG.sync.write(png);
}
