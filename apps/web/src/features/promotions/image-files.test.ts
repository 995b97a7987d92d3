import { describe, expect, it } from 'vitest';
import { addImages } from './image-files';

function file(name: string, type: string, bytes: number): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

describe('application images', () => {
  it('takes png and jpg up to 5 MB, three at most, and says why others were left out', () => {
    const png = file('a.png', 'image/png', 10);
    const jpg = file('b.jpg', 'image/jpeg', 10);
    const gif = file('c.gif', 'image/gif', 10);
    const huge = file('d.png', 'image/png', 5 * 1024 * 1024 + 1);
    const result = addImages([png], [gif, huge, jpg, png, jpg]);
    expect(result.files).toEqual([png, jpg, png]);
    expect(result.problems.sort()).toEqual(['count', 'size', 'type']);
    expect(addImages([], [file('camera.JPG', '', 10)]).files).toHaveLength(1);
    expect(addImages([], [file('empty.png', 'image/png', 0)]).problems).toEqual(['size']);
  });
});
