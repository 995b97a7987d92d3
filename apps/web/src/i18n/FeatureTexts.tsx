import type { ReactNode } from 'react';
import { useFeatureBundle, type BundleLoaders } from './feature-bundle';

/** Shows `children` once a feature's texts are in (see useFeatureBundle), `fallback` until then. */
export function FeatureTexts({
  name,
  loaders,
  fallback = null,
  children,
}: {
  name: string;
  loaders: BundleLoaders;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  return useFeatureBundle(name, loaders) ? children : fallback;
}
