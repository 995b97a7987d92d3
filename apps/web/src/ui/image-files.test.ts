import { describe, expect, it } from 'vitest';
import { addImages } from './image-files';

function file(name: string, type: string, bytes: number): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

const limits = { bytesMax: 5 * 1024 * 1024, imagesMax: 3 };

describe('addImages', () => {
  it('takes png and jpeg up to the size and count, and says once why others were left out', () => {
    const png = file('a.png', 'image/png', 10);
    const jpg = file('b.jpg', 'image/jpeg', 10);
    const gif = file('c.gif', 'image/gif', 10);
    const pdf = file('d.pdf', 'application/pdf', 10);
    const huge = file('e.png', 'image/png', limits.bytesMax + 1);
    const largest = file('f.jpg', 'image/jpeg', limits.bytesMax);
    const result = addImages([png], [gif, pdf, huge, jpg, largest, png], limits);
    expect(result.files).toEqual([png, jpg, largest]);
    expect(result.problems).toEqual(['type', 'size', 'count']);
  });

  it('refuses an empty file', () => {
    expect(addImages([], [file('empty.png', 'image/png', 0)], limits).problems).toEqual(['size']);
  });

  it('judges a file without a type by its name', () => {
    expect(addImages([], [file('camera.JPG', '', 10)], limits).files).toHaveLength(1);
    expect(addImages([], [file('notes.txt', '', 10)], limits).problems).toEqual(['type']);
  });

  it('follows the limits it is given', () => {
    const picked = [1, 2].map((n) => file(`p${n}.png`, 'image/png', 10));
    expect(addImages([], picked, { bytesMax: 100, imagesMax: 1 }).problems).toEqual(['count']);
    expect(addImages([], picked, { bytesMax: 9, imagesMax: 3 }).problems).toEqual(['size']);
  });
});
