import type { BundleLoaders } from '../../../i18n/feature-bundle';

/** The missions page's texts (goals, progress, the claim, the leaderboard). */
export const missionBundles: BundleLoaders = {
  bn: () => import('./bn.json'),
  en: () => import('./en.json'),
  th: () => import('./th.json'),
};
