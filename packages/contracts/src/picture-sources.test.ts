import { describe, expect, it } from 'vitest';
import { pictureSources, srcSetOf } from './picture-sources';

describe('picture sources', () => {
  it('lists the narrower versions of an uploaded picture and of our banner art', () => {
    expect(pictureSources('/media/12-0123456789abcdef.png', 1200)).toEqual([
      { url: '/media/12-0123456789abcdef-480w.webp', width: 480 },
      { url: '/media/12-0123456789abcdef-800w.webp', width: 800 },
      { url: '/media/12-0123456789abcdef-1080w.webp', width: 1080 },
    ]);
    expect(pictureSources('/media/12-0123456789abcdef.jpg', 2400).map((s) => s.width)).toEqual([
      480, 800, 1080, 1440,
    ]);
    expect(pictureSources('/art/banners/welcome.webp', 1200).at(-1)).toEqual({
      url: '/art/banners/welcome-1080w.webp',
      width: 1080,
    });
  });

  it('lists none for a picture already narrow, or one that is not ours to resize', () => {
    expect(pictureSources('/media/12-0123456789abcdef.png', 480)).toEqual([]);
    for (const url of [
      'https://cdn.example.com/banner.webp',
      '/art/games/tiger.webp',
      '/art/banners/welcome.svg',
      '/media/12-0123456789abcdef.gif',
      '/media/12-0123456789abcdef.png?v=1',
    ]) {
      expect(pictureSources(url, 1200), url).toEqual([]);
    }
  });

  it('writes a srcset of the versions and the picture itself, or none', () => {
    const url = '/media/12-0123456789abcdef.png';
    expect(srcSetOf({ url, width: 900, sources: pictureSources(url, 900) })).toBe(
      '/media/12-0123456789abcdef-480w.webp 480w, /media/12-0123456789abcdef-800w.webp 800w, ' +
        '/media/12-0123456789abcdef.png 900w',
    );
    expect(srcSetOf({ url, width: 400, sources: [] })).toBeUndefined();
    // An answer from a server that lists no versions yet.
    expect(srcSetOf({ url, width: 1200 })).toBeUndefined();
  });
});
