/**
 * The spec's defaults of the home page's featured-collection texts (`collectionTitle`, `collectionDescription`),
 * free of zod so the storefront can tell "still the default" (no override) without the settings registry.
 */
export const DEFAULT_COLLECTION_TITLE = 'The Vintage Collection';
export const DEFAULT_COLLECTION_DESCRIPTION =
  'Every piece is hand-bleached in our studio, so no two are ever alike. Discover one-of-a-kind garments with a worn-in, vintage soul.';
