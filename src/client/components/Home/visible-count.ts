/**
 * How many new arrivals the home page shows: whole rows only once there is more than one row's worth, and at most
 * two rows. Its own module (no component) so the route's loader, in the entry chunk, can name their pictures.
 */
export function visibleCount(available: number, perRow: number): number {
  if (available <= perRow) return available;
  return Math.min(perRow * 2, available - (available % perRow));
}
