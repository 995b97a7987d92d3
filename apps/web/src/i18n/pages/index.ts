import type { BundleLoaders } from '../feature-bundle';

/** The texts of pages visited rarely: download, join, agent home. */
export const pageBundles: BundleLoaders = {
  bn: () => import('./bn.json'),
  en: () => import('./en.json'),
  th: () => import('./th.json'),
};
