import type { ReactNode } from 'react';
import { Header } from '../components/Header/Header';
import { SearchButton } from '../components/Header/SearchButton';
import { FrameParts } from '../components/Layout/FrameParts';
import type { IslandName } from './island-names';

/**
 * Every island (`Island.tsx`) by name: its component, loaded when the runtime draws it (the header and the frame, drawn
 * at once on every page, come with the runtime). A component here must work
 * in a root of its own: links and navigation through `nav/nav.tsx`, state it shares with other parts of the page in
 * a store (the cart's drawer, the query cache), props that JSON carries.
 */
export const ISLANDS = {
  header: () => Promise.resolve(Header),
  frame: () => Promise.resolve(FrameParts),
  'search-button': () => Promise.resolve(SearchButton),
  newsletter: () => import('../components/Newsletter/Newsletter').then((module) => module.Newsletter),
  'card-actions': () => import('../components/ProductCard/CardActions').then((module) => module.CardActions),
  'painting-actions': () =>
    import('../components/PaintingCard/PaintingCardActions').then((module) => module.PaintingCardActions),
  'product-gallery': () => import('../components/ProductDetail/ProductParts').then((module) => module.ProductGallery),
  'product-price': () => import('../components/ProductDetail/ProductParts').then((module) => module.ProductPrice),
  'product-buy': () => import('../components/ProductDetail/ProductParts').then((module) => module.ProductBuy),
  'product-tabs': () => import('../components/ProductDetail/ProductInfoTabs').then((module) => module.ProductTabs),
  'painting-gallery': () =>
    import('../components/PaintingDetail/PaintingParts').then((module) => module.PaintingGallery),
  'painting-notice': () => import('../components/PaintingDetail/PaintingParts').then((module) => module.PaintingNotice),
  'painting-buy': () => import('../components/PaintingDetail/PaintingParts').then((module) => module.PaintingBuy),
  'wishlist-heart': () => import('../components/Wishlist/WishlistHeart').then((module) => module.WishlistHeart),
  'category-listing': () => import('../components/Category/CategoryListing').then((module) => module.CategoryListing),
  paintings: () => import('../components/Paintings/PaintingsGallery').then((module) => module.PaintingsGallery),
  'paintings-archive': () => import('../components/Paintings/PaintingsGallery').then((module) => module.ArchiveGallery),
  reviews: () => import('../components/Reviews/ReviewsSection').then((module) => module.ReviewsSection),
  'owner-invite': () => import('../components/Home/OwnerInviteLine').then((module) => module.OwnerInviteLine),
} satisfies Record<IslandName, () => Promise<(props: never) => ReactNode>>;
