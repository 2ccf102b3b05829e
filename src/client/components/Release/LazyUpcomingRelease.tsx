import { lazyPart } from '../../lazy-part';

/**
 * The countdown of an announced release, on a product's or a painting's page: its own chunk, which a piece on sale
 * never loads (the server's HTML has it in full).
 */
export const LazyUpcomingRelease = lazyPart(() => import('./UpcomingRelease').then((module) => module.UpcomingRelease));
