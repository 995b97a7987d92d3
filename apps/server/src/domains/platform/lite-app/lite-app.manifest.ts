import type { ManifestIcon, WebManifest } from '@khela/contracts';
import { translateWith } from '../../../lib/messages';
import type { MerchantSnapshot } from '../../../plugins/context';
import { defaultFaviconUrl, safeBrand } from '../../../plugins/spa';

/** Launchers cut a home-screen label short past about this many characters. */
const shortNameMax = 12;

/** The PNG icons drawn from our brand mark at build time (apps/web's build writes them). */
export const builtIcons: ManifestIcon[] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** A name a launcher shows whole: the brand's name, or its first word(s) that fit. */
export function shortNameOf(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length <= shortNameMax) return trimmed;
  let short = '';
  for (const word of trimmed.split(/\s+/)) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > shortNameMax) break;
    short = next;
  }
  return short || trimmed.slice(0, shortNameMax);
}

/**
 * The merchant's lite app: its name, colours and icons (brand is data). A merchant with a
 * favicon of its own gets it listed first (an SVG serves every size); the platform's PNG icons
 * follow for launchers that want bitmaps.
 */
export function webManifestOf(merchant: MerchantSnapshot): WebManifest {
  const { primary, favicon } = safeBrand(merchant);
  const language = merchant.defaultLanguage;
  const ownIcon: ManifestIcon[] =
    favicon !== defaultFaviconUrl && favicon.endsWith('.svg')
      ? [{ src: favicon, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }]
      : [];
  return {
    id: '/',
    name: merchant.brand.name,
    short_name: shortNameOf(merchant.brand.name),
    description: translateWith(language, 'lite_app_description', { brand: merchant.brand.name }),
    lang: language,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: primary,
    background_color: primary,
    categories: ['games', 'entertainment'],
    icons: [...ownIcon, ...builtIcons],
  };
}
