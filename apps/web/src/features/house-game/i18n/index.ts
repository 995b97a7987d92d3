import type { BundleLoaders } from '../../../i18n/feature-bundle';

/** The slots' texts (names, symbols, rules), the game client's and the verifier's. */
export const houseGameBundles: BundleLoaders = {
  bn: () => import('./bn.json'),
  en: () => import('./en.json'),
  th: () => import('./th.json'),
};
