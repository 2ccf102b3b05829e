/** The most related products shown (spec §9). */
const RELATED_LIMIT = 4;

/**
 * The related pieces of `productId`: the first featured products other than it. Its own module (no component) so
 * the route's loader, in the entry chunk, can name their pictures.
 */
export const relatedTo = <P extends { id: number }>(featured: readonly P[], productId: number): P[] =>
  featured.filter((product) => product.id !== productId).slice(0, RELATED_LIMIT);
