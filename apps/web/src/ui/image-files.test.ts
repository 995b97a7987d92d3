import { describe, expect, it } from 'vitest';
import { addImages } from './image-files';

const heads: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/gif': [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
};

/** A file of `bytes` bytes that begins as a file of `kind` does (its own type unless told). */
function file(name: string, type: string, bytes: number, kind = type): File {
  const content = new Uint8Array(bytes);
  content.set((heads[kind] ?? []).slice(0, bytes));
  return new File([content], name, { type });
}

const limits = { bytesMax: 5 * 1024 * 1024, imagesMax: 3 };

describe('addImages', () => {
  it('takes png and jpeg up to the size and count, and says once why others were left out', async () => {
    const png = file('a.png', 'image/png', 10);
    const jpg = file('b.jpg', 'image/jpeg', 10);
    const gif = file('c.gif', 'image/gif', 10);
    const pdf = file('d.pdf', 'application/pdf', 10);
    const huge = file('e.png', 'image/png', limits.bytesMax + 1);
    const largest = file('f.jpg', 'image/jpeg', limits.bytesMax);
    const result = await addImages([png], [gif, pdf, huge, jpg, largest, png], limits);
    expect(result.files).toEqual([png, jpg, largest]);
    expect(result.problems).toEqual(['type', 'size', 'count']);
  });

  it('refuses an empty file', async () => {
    const empty = file('empty.png', 'image/png', 0);
    expect((await addImages([], [empty], limits)).problems).toEqual(['size']);
  });

  it('judges a file without a type by its name and its bytes', async () => {
    const camera = file('camera.JPG', '', 10, 'image/jpeg');
    expect((await addImages([], [camera], limits)).files).toHaveLength(1);
    const notes = file('notes.txt', '', 10, 'image/png');
    expect((await addImages([], [notes], limits)).problems).toEqual(['type']);
  });

  it('refuses a file whose bytes are not what its type and name claim', async () => {
    const renamed = file('photo.png', 'image/png', 10, 'image/gif');
    expect(await addImages([], [renamed], limits)).toEqual({ files: [], problems: ['type'] });
    const blank = file('blank.jpg', 'image/jpeg', 10, 'none');
    expect((await addImages([], [blank], limits)).problems).toEqual(['type']);
  });

  it('follows the limits it is given', async () => {
    const picked = [1, 2].map((n) => file(`p${n}.png`, 'image/png', 10));
    const one = await addImages([], picked, { bytesMax: 100, imagesMax: 1 });
    expect(one.problems).toEqual(['count']);
    const small = await addImages([], picked, { bytesMax: 9, imagesMax: 3 });
    expect(small.problems).toEqual(['size']);
  });
});
