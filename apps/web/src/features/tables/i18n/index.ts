import type { BundleLoaders } from '../../../i18n/feature-bundle';

/** The auto tables' texts: the table screen, its layouts, rules, history and checks. */
export const tablesBundles: BundleLoaders = {
  bn: () => import('./bn.json'),
  en: () => import('./en.json'),
  th: () => import('./th.json'),
};
