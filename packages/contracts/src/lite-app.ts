import { z } from 'zod';

/** An icon of the lite app (W3C Web App Manifest). */
export const manifestIconSchema = z.object({
  src: z.string(),
  sizes: z.string(),
  type: z.string(),
  purpose: z.enum(['any', 'maskable']),
});
export type ManifestIcon = z.infer<typeof manifestIconSchema>;

/** GET /manifest.webmanifest: the merchant's lite app (W3C Web App Manifest, not an envelope). */
export const webManifestSchema = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  lang: z.string(),
  dir: z.enum(['ltr', 'rtl', 'auto']),
  start_url: z.string(),
  scope: z.string(),
  display: z.enum(['standalone', 'fullscreen', 'minimal-ui', 'browser']),
  theme_color: z.string(),
  background_color: z.string(),
  categories: z.array(z.string()),
  icons: z.array(manifestIconSchema),
});
export type WebManifest = z.infer<typeof webManifestSchema>;
