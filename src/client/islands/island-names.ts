/**
 * Every island's name: what `Island.tsx` writes into the page, and what the islands' runtime finds in `registry.ts`
 * (which maps each to its component, and must name them all). Its own file, which imports nothing: a part drawn
 * in an island may draw an island itself (a card's buttons in a list), so the registry, which imports the islands'
 * components, must not be imported by `Island.tsx`.
 */
export type IslandName =
  | 'header'
  | 'frame'
  | 'search-button'
  | 'newsletter'
  | 'card-actions'
  | 'painting-actions'
  | 'product-gallery'
  | 'product-price'
  | 'product-buy'
  | 'product-tabs'
  | 'painting-gallery'
  | 'painting-notice'
  | 'painting-buy'
  | 'wishlist-heart'
  | 'category-listing'
  | 'paintings'
  | 'paintings-archive'
  | 'reviews'
  | 'owner-invite';
