import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { captchaHeight, captchaWidth, renderCaptcha } from './captcha.image';

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('captcha picture', () => {
  it('is a valid PNG of the stated size, the same for the same randomness', () => {
    const image = renderCaptcha('4821', seeded(7));
    const decoded = PNG.sync.read(image);
    expect([decoded.width, decoded.height]).toEqual([captchaWidth, captchaHeight]);
    expect(renderCaptcha('4821', seeded(7)).equals(image)).toBe(true);
    expect(renderCaptcha('4822', seeded(7)).equals(image)).toBe(false);
  });

  it('has dark ink where the digits are', () => {
    const decoded = PNG.sync.read(renderCaptcha('8888', seeded(3)));
    let dark = 0;
    for (let index = 0; index < decoded.data.length; index += 4) {
      if ((decoded.data[index] ?? 255) < 110) dark += 1;
    }
    expect(dark).toBeGreaterThan(400);
  });

  it('refuses characters it cannot draw', () => {
    expect(() => renderCaptcha('12a4', seeded(1))).toThrow();
  });
});
