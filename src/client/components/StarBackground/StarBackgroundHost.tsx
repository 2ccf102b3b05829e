import { lazy, Suspense } from 'react';
import { useSettings } from '../../features/settings';

/** The canvas code loads only when the shop turns the star background on. */
const StarBackground = lazy(() => import('./StarBackground').then((module) => ({ default: module.StarBackground })));

/** Draws the star-gazing background when the enableStarGazing setting is on. */
export function StarBackgroundHost() {
  const { enableStarGazing } = useSettings();
  if (!enableStarGazing) return null;
  return (
    <Suspense fallback={null}>
      <StarBackground />
    </Suspense>
  );
}
