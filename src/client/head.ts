import { type ImageSet, imagePreload } from '@shared/images';
import type { Locale } from '@shared/locale';
import { LOCALES } from '@shared/locale';
import { localePath } from '@shared/locale-path';
import type { Painting, Product } from '@shared/schemas/catalogue';
import type { ReviewPage } from '@shared/schemas/reviews';
import { slugify } from '@shared/slug';
import { itemImages } from './components/Gallery/item-images';
import { paintingStatus } from './components/PaintingDetail/painting-availability';
import type { Catalogue } from './i18n/catalogue';
import type { ShopIntl } from './i18n/intl';

/**
 * Every page's head: title, description, canonical link, Open Graph and
 * Twitter card tags, JSON-LD. Routes describe their page (`PageSummary`) in
 * their loader; these functions turn that into tags, so the rules live here once.
 */

/** What the root loader knows about the shop, which every page's head builds on. */
export interface ShopHeadData {
  origin: string;
  shopName: string;
  /** The page's language: its canonical link is in it, with the other languages as alternates. */
  locale: Locale;
  /** The description of a page that has none of its own, in the page's language. */
  description: string;
}

/** What a route's loader says about its page. */
export interface PageSummary {
  /** The page's own title; the shop's name is added after it. */
  title: string;
  description: string;
  /** The path of the canonical URL, without query. */
  path: string;
  image?: string | null;
  /** Open Graph type: 'product' for things for sale. */
  type?: 'website' | 'product';
  /** The trail from the home page, last item this page. */
  breadcrumbs?: Array<{ name: string; path: string }>;
  /** Schema.org objects for this page (Product, VisualArtwork, Organization …). */
  jsonLd?: Array<Record<string, unknown>>;
  /** The page's largest image, fetched first (see `lcpPreload`). */
  preload?: ReturnType<typeof imagePreload>;
  /** Kept out of search engines' indexes (`<meta name="robots" content="noindex">`): the search results. */
  noindex?: boolean;
}

/** The preload of a page's largest image at the `sizes` it renders with (the same, or the browser fetches twice). */
export function lcpPreload(
  sets: Readonly<Record<string, ImageSet | null>> | undefined,
  src: string | null | undefined,
  sizes: string | ((set: ImageSet) => string),
): PageSummary['preload'] | undefined {
  const set = src ? sets?.[src] : undefined;
  if (!set) return undefined;
  return imagePreload(set, typeof sizes === 'string' ? sizes : sizes(set));
}

type Meta = Record<string, unknown>;
interface Head {
  meta: Meta[];
  links?: Array<{ rel: string; href?: string } & Record<string, string | undefined>>;
}

const DESCRIPTION_LENGTH = 160;

/** Plain text of at most 160 characters, cut at a word. */
export function summarise(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= DESCRIPTION_LENGTH) return plain;
  const cut = plain.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin}/`).href;
}

/** A page of the shop (a path the routes know) in the page's language: `/about` on a French page is `/fr/about`. */
function pageUrl(shop: ShopHeadData, path: string): string {
  return absoluteUrl(shop.origin, localePath(shop.locale, path));
}

/** hreflang of each language's URL of a page, and `x-default` (English, the shop's default) for any other. */
const HREFLANG: Record<Locale, string> = { en: 'en', fr: 'fr-CA' };

/** The page in every language, for search engines: `<link rel="alternate" hreflang>` (canonical is the page's own). */
function alternates(origin: string, path: string) {
  return [
    ...LOCALES.map((locale) => ({
      rel: 'alternate',
      hrefLang: HREFLANG[locale],
      href: absoluteUrl(origin, localePath(locale, path)),
    })),
    { rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(origin, path) },
  ];
}

/** A child route's head: its loader's page summary under the shop's data from the root match. */
export function routeHead({
  matches,
  loaderData,
}: {
  matches: ReadonlyArray<{ loaderData?: unknown }>;
  loaderData?: { page?: PageSummary };
}): Head {
  return pageHead(matches[0]?.loaderData as ShopHeadData | undefined, loaderData?.page);
}

/** The root's part: charset, viewport, icon, and the shop's name as the title of a page that sets none. */
export function shopHead(shop: ShopHeadData | undefined): Head {
  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0c0c0c' },
      ...(shop ? [{ name: 'description', content: shop.description }] : []),
      { title: shop?.shopName ?? '' },
    ],
    // A PNG: Chromium draws an SVG icon in a whole SVG document of its own on the page's main thread (25 ms here
    // unthrottled, just after the first paint); a PNG decodes in under one. `favicon.svg` is its source.
    links: [{ rel: 'icon', type: 'image/png', sizes: '96x96', href: '/favicon.png' }],
  };
}

/** A page's tags from its summary and the shop's data (found in the root match). */
function pageHead(shop: ShopHeadData | undefined, page: PageSummary | undefined): Head {
  if (!shop || !page) return { meta: [] };
  const title = page.title === shop.shopName ? page.title : `${page.title} | ${shop.shopName}`;
  const url = pageUrl(shop, page.path);
  const image = page.image ? absoluteUrl(shop.origin, page.image) : null;
  const description = summarise(page.description) || shop.description;
  const graph = [...(page.jsonLd ?? []), ...(page.breadcrumbs ? [breadcrumbList(shop, page.breadcrumbs)] : [])];
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      ...(page.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
      { property: 'og:site_name', content: shop.shopName },
      { property: 'og:type', content: page.type ?? 'website' },
      { property: 'og:title', content: page.title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      ...(image ? [{ property: 'og:image', content: image }] : []),
      { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
      { name: 'twitter:title', content: page.title },
      { name: 'twitter:description', content: description },
      ...(image ? [{ name: 'twitter:image', content: image }] : []),
      ...graph.map((item) => ({
        'script:ld+json': { '@context': 'https://schema.org', ...withAbsoluteUrls(shop, item) },
      })),
    ],
    links: [
      { rel: 'canonical', href: url },
      ...alternates(shop.origin, page.path),
      ...(page.preload ? [page.preload] : []),
    ],
  };
}

/** Keys naming a file (an image): its URL is the same in every language. */
const FILE_KEYS = new Set(['image', 'logo']);
/** Keys naming a page of the shop: its URL is in the page's language. */
const PAGE_KEYS = new Set(['url', 'item']);

/** The JSON-LD with every site path under a URL key made absolute (schema.org wants full URLs). */
function withAbsoluteUrls(shop: ShopHeadData, value: Record<string, unknown>): Record<string, unknown> {
  const fix = (key: string, item: unknown): unknown => {
    if (typeof item === 'string' && item.startsWith('/')) {
      if (FILE_KEYS.has(key)) return absoluteUrl(shop.origin, item);
      if (PAGE_KEYS.has(key)) return pageUrl(shop, item);
      return item;
    }
    if (Array.isArray(item)) return item.map((entry) => fix(key, entry));
    if (item && typeof item === 'object') return withAbsoluteUrls(shop, item as Record<string, unknown>);
    return item;
  };
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fix(key, item)]));
}

/**
 * The names of the shop's own pages in a breadcrumb trail, by path, in each language (the trail's other crumbs are
 * the owner's names: a category, a product, a painting).
 */
const CRUMB_NAMES: Record<Locale, Readonly<Record<string, string>>> = {
  en: { '/': 'Home', '/category/all': 'Shop', '/paintings': 'Paintings' },
  fr: { '/': 'Accueil', '/category/all': 'Boutique', '/paintings': 'Toiles' },
};

function breadcrumbList(shop: ShopHeadData, trail: Array<{ name: string; path: string }>) {
  const names = CRUMB_NAMES[shop.locale];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: names['/'], path: '/' }, ...trail].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: names[crumb.path] ?? crumb.name,
      item: pageUrl(shop, crumb.path),
    })),
  };
}

const AVAILABILITY = {
  inStock: 'https://schema.org/InStock',
  outOfStock: 'https://schema.org/OutOfStock',
  soldOut: 'https://schema.org/SoldOut',
} as const;

function offer(price: number, availability: string, url: string) {
  return { '@type': 'Offer', price: price.toFixed(2), priceCurrency: 'USD', availability, url };
}

/** A product page: Product with its offer (a sold one-of-a-kind piece as SoldOut). */
/** A reviewed item's `aggregateRating` and up to 5 `review` entries (none without a published review). */
export function reviewsJsonLd(reviews: ReviewPage | null | undefined): Record<string, unknown> {
  if (!reviews || reviews.count === 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: reviews.average,
      reviewCount: reviews.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.items.slice(0, 5).map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.author },
      datePublished: r.createdAt.slice(0, 10),
      ...(r.title ? { name: r.title } : {}),
      reviewBody: r.body,
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}

export function productPage(product: Product, reviews?: ReviewPage | null): PageSummary {
  const path = `/product/${product.id}`;
  const photos = itemImages(product).map((photo) => photo.url);
  // An announced release before its time (its page counts down): not for sale yet.
  const availability = product.upcoming
    ? AVAILABILITY.outOfStock
    : product.is_sold
      ? AVAILABILITY.soldOut
      : product.stock > 0
        ? AVAILABILITY.inStock
        : AVAILABILITY.outOfStock;
  return {
    title: product.name,
    description: product.description,
    path,
    image: photos[0] ?? null,
    type: 'product',
    breadcrumbs: [
      ...(product.category && product.categoryId !== null
        ? [{ name: product.category, path: `/category/${slugify(product.category)}` }]
        : [{ name: 'Shop', path: '/category/all' }]),
      { name: product.name, path },
    ],
    jsonLd: [
      {
        '@type': 'Product',
        name: product.name,
        description: summarise(product.description),
        sku: String(product.id),
        ...(photos.length > 0 ? { image: photos } : {}),
        ...(product.category ? { category: product.category } : {}),
        offers: offer(product.price, availability, path),
        ...reviewsJsonLd(reviews),
      },
    ],
  };
}

/** A painting page: a VisualArtwork that is also a Product with an offer. */
export function paintingPage(painting: Painting, reviews?: ReviewPage | null): PageSummary {
  const path = `/paintings/${painting.id}`;
  const photos = itemImages(painting).map((photo) => photo.url);
  const status = paintingStatus(painting);
  // An original that is gone is gone for good; a held original or a print out of stock may come back.
  const availability = painting.upcoming
    ? AVAILABILITY.outOfStock
    : status === 'available'
      ? AVAILABILITY.inStock
      : status === 'sold' || (painting.is_original && status !== 'reserved')
        ? AVAILABILITY.soldOut
        : AVAILABILITY.outOfStock;
  const { width, height, unit } = painting.dimensions;
  const unitCode = unit === 'cm' ? 'CMT' : 'INH';
  return {
    title: painting.title,
    description: painting.description,
    path,
    image: photos[0] ?? null,
    type: 'product',
    breadcrumbs: [
      { name: 'Paintings', path: '/paintings' },
      { name: painting.title, path },
    ],
    jsonLd: [
      {
        '@type': ['VisualArtwork', 'Product'],
        name: painting.title,
        description: summarise(painting.description),
        sku: `painting-${painting.id}`,
        ...(photos.length > 0 ? { image: photos } : {}),
        artform: 'Painting',
        artMedium: painting.medium,
        creator: { '@type': 'Person', name: painting.artist_name },
        ...(painting.year ? { dateCreated: String(painting.year) } : {}),
        ...(width ? { width: { '@type': 'QuantitativeValue', value: width, unitCode } } : {}),
        ...(height ? { height: { '@type': 'QuantitativeValue', value: height, unitCode } } : {}),
        ...(painting.is_limited && painting.limited_edition_count
          ? { artEdition: String(painting.limited_edition_count) }
          : {}),
        offers: offer(painting.price, availability, path),
        ...(painting.is_original ? {} : reviewsJsonLd(reviews)),
      },
    ],
  };
}

/** The home page: the shop as an Organization. */
export function homePage(shop: { shopName: string; description: string; logo: string | null }): PageSummary {
  return {
    title: shop.shopName,
    description: shop.description,
    path: '/',
    jsonLd: [
      {
        '@type': 'Organization',
        name: shop.shopName,
        url: '/',
        ...(shop.logo ? { logo: shop.logo } : {}),
      },
    ],
  };
}

/** A page of the visitor's own (account, checkout, admin): titled, kept out of search engines, rendered in the browser. */
export function privatePageHead(title: string): Head {
  return { meta: [{ title }, { name: 'robots', content: 'noindex' }] };
}

/**
 * A private page's title for its loader, from its area's English messages imported there
 * (`import('../i18n/messages/checkout.en.json')`): they come with the screen's chunk, not with the route configs that
 * every page's first load carries.
 */
export async function privatePageTitle(
  intl: ShopIntl,
  english: Promise<{ default: Catalogue }>,
  id: string,
): Promise<{ title: string }> {
  const messages = (await english).default;
  await intl.ready(messages); // its French too, where it comes later (the checkout's, the account's …)
  return { title: intl.format(messages, id) };
}

/**
 * A plain page's summary for its loader (about, contact …): its title and description from its area's English
 * messages, imported there for the same reason as `privatePageTitle`'s.
 */
export async function messagesPage(
  intl: ShopIntl,
  english: Promise<{ default: Catalogue }>,
  ids: { title: string; description: string },
  path: string,
): Promise<{ page: PageSummary }> {
  const messages = (await english).default;
  await intl.ready(messages);
  return {
    page: { title: intl.format(messages, ids.title), description: intl.format(messages, ids.description), path },
  };
}

/** The head of a private page whose loader answered `privatePageTitle`. */
export function privateRouteHead({ loaderData }: { loaderData?: { title: string } }): Head {
  return privatePageHead(loaderData?.title ?? '');
}
