import { createFileRoute, notFound } from '@tanstack/react-router';
import { itemImages } from '../components/Gallery/item-images';
import { ProductNotFound, ProductScreen } from '../components/ProductDetail/ProductScreen';
import { relatedTo } from '../components/ProductDetail/related';
import { parseChoiceSearch } from '../components/ProductDetail/variant-choice';
import { DETAIL_IMAGE, framedSizes } from '../components/ShopImage/sizes';
import { ensureImageSets, knownImageSets } from '../features/images';
import { pageReviews } from '../features/reviews';
import { lcpPreload, productPage, routeHead } from '../head';
import { numericId } from '../route-params';

export const Route = createFileRoute('/product/$id')({
  /** The chosen variant, `?size=M&color=black`: a shared link or a reload opens the same choice. */
  validateSearch: parseChoiceSearch,
  /**
   * The product and the related pieces before the page renders. An address without an id, or an id with no
   * product, answers 404 at its own URL with 'Product not found' (as /paintings/{id} does).
   */
  loader: async ({ context: { queryClient, trpc, trpcClient, intl }, params }) => {
    const id = numericId(params.id);
    if (id === null) throw notFound();
    // Heard from the start: a 404 below leaves it asked for, and the render's end cancels it.
    const related = queryClient
      .ensureQueryData(trpc.catalogue.products.queryOptions({ filter: 'featured' }))
      .catch(() => []);
    const reviews = pageReviews(queryClient, trpc, { itemType: 'product', id });
    const product = await queryClient.ensureQueryData(trpc.catalogue.product.queryOptions({ id })).catch(() => null);
    if (!product) {
      // The reviews asked for beside it fail too: settled first, or the page sends their query still pending and
      // the browser then gets its failure with nothing waiting for it (an uncaught error on every 404).
      await reviews;
      throw notFound();
    }
    const featured = await related;
    // The sets of its photos and of the related pieces' (the ones 'You Might Also Like' draws).
    const photos = itemImages(product).map((image) => image.url);
    await ensureImageSets(queryClient, trpcClient, [
      ...photos,
      ...relatedTo(featured, product.id).map((p) => p.imageUrl),
    ]);
    const firstReviews = await reviews;
    const sets = knownImageSets(queryClient);
    // The area's messages come with the screen's chunk, not with the route configs of every first load.
    const { default: categoryMessages } = await import('../i18n/messages/category.en.json');
    const summary = productPage(product, firstReviews);
    const shop = intl.format(categoryMessages, 'category.eyebrow');
    return {
      id,
      page: {
        ...summary,
        // The trail's 'Shop' (a product without a category) in the page's language.
        breadcrumbs: summary.breadcrumbs?.map((crumb) =>
          crumb.path === '/category/all' ? { ...crumb, name: shop } : crumb,
        ),
        preload: lcpPreload(sets, photos[0], framedSizes(DETAIL_IMAGE.sizes, DETAIL_IMAGE.width, DETAIL_IMAGE.height)),
      },
    };
  },
  head: routeHead,
  notFoundComponent: ProductNotFound,
  component: ProductRoute,
});

/** The product the loader put in the cache: the screen reads it with `useSuspenseQuery`, its choice from the address. */
function ProductRoute() {
  return <ProductScreen id={Route.useLoaderData().id} />;
}
