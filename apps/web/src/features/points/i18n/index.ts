import type { BundleLoaders } from '../../../i18n/feature-bundle';

/** The point mall's texts (balance, rewards, redeem and convert dialogs, history, record). */
export const pointsBundles: BundleLoaders = {
  bn: () => import('./bn.json'),
  en: () => import('./en.json'),
  th: () => import('./th.json'),
};
