import type { BundleLoaders } from '../../../i18n/feature-bundle';

/** The lobbies' and launch's texts. */
export const lobbyBundles: BundleLoaders = {
  bn: () => import('./bn.json'),
  en: () => import('./en.json'),
  th: () => import('./th.json'),
};
