import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

const crcTable = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit += 1) {
    value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  }
  return value >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A whole PNG of a header and its rows (each row starts with its filter byte). */
function pngOf(header: Buffer, rows: Buffer[]): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A real PNG of a size, in two colour bands (left and right), for upload tests: small on
 * disk however large in pixels, since its rows compress to almost nothing.
 */
export function solidPng(
  width: number,
  height: number,
  colours: { left: [number, number, number]; right: [number, number, number] } = {
    left: [11, 122, 83],
    right: [227, 176, 75],
  },
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) {
    const [red, green, blue] = x < width / 2 ? colours.left : colours.right;
    row[1 + x * 3] = red;
    row[2 + x * 3] = green;
    row[3 + x * 3] = blue;
  }
  return pngOf(
    header,
    Array.from({ length: height }, () => row),
  );
}

/**
 * A real, blank PNG of a size in one bit per pixel: a few kilobytes on disk for tens of
 * millions of pixels (for the limits on what is unpacked).
 */
export function blankPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.alloc(1 + Math.ceil(width / 8));
  return pngOf(
    header,
    Array.from({ length: height }, () => row),
  );
}

/** A JPEG stored `width` × `height` whose EXIF says to show it turned a quarter (sides swapped). */
export function turnedJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#e3b04b' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}
