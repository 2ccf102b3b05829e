import { lazy, Suspense } from 'react';
import { useSettings } from '../../features/settings';
import { useLiveWhenIdle } from '../HydrationGate/HydrationGate';

/** The canvas code loads only when the shop turns the star background on. */
const StarBackground = lazy(() => import('./StarBackground').then((module) => ({ default: module.StarBackground })));

/**
 * Draws the star-gazing background when the enableStarGazing setting is on: in the browser alone, once it is idle
 * after hydration (a canvas has nothing for the server's HTML; there, React.lazy suspended the render and the browser
 * reported the boundary as one the server could not finish, React's error 419, on every page).
 */
export function StarBackgroundHost() {
  const { enableStarGazing } = useSettings();
  const live = useLiveWhenIdle();
  if (!enableStarGazing || !live) return null;
  return (
    <Suspense fallback={null}>
      <StarBackground />
    </Suspense>
  );
}
