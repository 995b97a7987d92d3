import { describe, expect, it } from 'vitest';
import type { MerchantSnapshot } from '../../../plugins/context';
import { builtIcons, shortNameOf, webManifestOf } from './lite-app.manifest';

function merchantWith(brand: Partial<MerchantSnapshot['brand']>, defaultLanguage = 'bn') {
  return {
    code: 'M1',
    defaultLanguage,
    brand: {
      name: 'Khela',
      logoUrl: '/art/brand/logo.svg',
      faviconUrl: '/art/brand/favicon.svg',
      colorPrimary: '#0b7a53',
      colorAccent: '#e3b04b',
      ...brand,
    },
  } as MerchantSnapshot;
}

describe('shortNameOf', () => {
  it('keeps a short name and cuts a long one at a word that fits', () => {
    expect(shortNameOf('Khela')).toBe('Khela');
    expect(shortNameOf('Lucky Tiger Casino Club')).toBe('Lucky Tiger');
    expect(shortNameOf('Supercalifragilistic')).toBe('Supercalifra');
  });
});

describe('webManifestOf', () => {
  it("names and colours the lite app after the merchant's brand, in its default language", () => {
    const manifest = webManifestOf(merchantWith({ name: 'Tiger Play', colorPrimary: '#123456' }));
    expect(manifest).toMatchObject({
      name: 'Tiger Play',
      short_name: 'Tiger Play',
      lang: 'bn',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#123456',
      background_color: '#123456',
    });
    expect(manifest.description).toContain('Tiger Play');
    expect(manifest.description).toContain('লাইট অ্যাপ');
    expect(manifest.icons).toEqual(builtIcons);
    expect(webManifestOf(merchantWith({}, 'th')).description).toContain('แอปไลต์');
  });

  it("lists a merchant's own SVG icon first, and never writes an unsafe colour or address", () => {
    const own = webManifestOf(merchantWith({ faviconUrl: '/art/brand/tiger.svg' }));
    expect(own.icons[0]).toEqual({
      src: '/art/brand/tiger.svg',
      sizes: 'any',
      type: 'image/svg+xml',
      purpose: 'any',
    });
    const unsafe = webManifestOf(
      merchantWith({ faviconUrl: 'https://evil.example/x.svg', colorPrimary: 'red;}' }),
    );
    expect(unsafe.icons).toEqual(builtIcons);
    expect(unsafe.theme_color).toBe('#0b7a53');
  });

  it('offers the sizes browsers want to install an app: 192 and 512, and a maskable one', () => {
    const sizes = builtIcons.map((icon) => `${icon.sizes}/${icon.purpose}`);
    expect(sizes).toEqual(['192x192/any', '512x512/any', '512x512/maskable']);
  });
});
