import { lazy, Suspense } from 'react';
import { useSettings } from '../../features/settings';
import { useLiveWhenIdle } from '../HydrationGate/HydrationGate';

/** The canvas code loads only when the shop turns the star background on. */
const StarBackground = lazy(() => import('./StarBackground').then((module) => ({ default: module.StarBackground })));

/** Draws the star-gazing background when the enableStarGazing setting is on; nothing at all otherwise. */
export function StarBackgroundHost() {
  const { enableStarGazing } = useSettings();
  return enableStarGazing ? <IdleStars /> : null;
}

/**
 * The stars, drawn by the browser alone once it is idle after hydration (a canvas has nothing for the server's HTML;
 * there, React.lazy suspended the render and the browser reported the boundary as one the server could not finish,
 * React's error 419, on every page).
 */
function IdleStars() {
  if (!useLiveWhenIdle()) return null;
  return (
    <Suspense fallback={null}>
      <StarBackground />
    </Suspense>
  );
}
