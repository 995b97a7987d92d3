import { describe, expect, it } from 'vitest';
import { imageTypeOf, inspectImage } from './images';
import { solidPng, turnedJpeg } from '../../test/png';

/** A whole one-pixel png. */
const png = solidPng(1, 1);
// The smallest whole jpeg: one pixel.
const jpeg = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////' +
    '////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
const webp = Buffer.from('524946461a000000574542505650384c0d0000002f0100000000000000000000', 'hex');

describe('images', () => {
  it('know png, jpeg and webp by their bytes, with their size', () => {
    expect(inspectImage(png)).toEqual({ type: 'image/png', width: 1, height: 1 });
    expect(inspectImage(jpeg)).toEqual({ type: 'image/jpeg', width: 1, height: 1 });
    expect(inspectImage(webp)).toEqual({ type: 'image/webp', width: 2, height: 1 });
    expect(imageTypeOf(png)).toBe('image/png');
    expect(imageTypeOf(webp)).toBeNull();
  });

  it('give a photo turned by its EXIF the size it is shown at', async () => {
    const turned = await turnedJpeg(40, 20);
    expect(inspectImage(turned)).toEqual({ type: 'image/jpeg', width: 20, height: 40 });
  });

  it('refuse anything else, whatever it claims to be', () => {
    for (const bytes of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('GIF89a\x01\x00\x01\x00'),
      Buffer.from('%PDF-1.4'),
      Buffer.alloc(0),
      png.subarray(0, 12),
    ]) {
      expect(inspectImage(bytes)).toBeNull();
    }
  });
});
