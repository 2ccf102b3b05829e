import { createFileRoute, notFound } from '@tanstack/react-router';
import { itemImages } from '../components/Gallery/item-images';
import { PaintingNotFound, PaintingScreen } from '../components/PaintingDetail/PaintingScreen';
import { paintingQuery } from '../components/PaintingDetail/painting-query';
import { parseChoiceSearch } from '../components/ProductDetail/variant-choice';
import { DETAIL_IMAGE, framedSizes } from '../components/ShopImage/sizes';
import { ensureImageSets, knownImageSets } from '../features/images';
import { pageReviews } from '../features/reviews';
import { lcpPreload, paintingPage, routeHead } from '../head';
import { numericId } from '../route-params';

export const Route = createFileRoute('/paintings/$id')({
  /** The chosen print size, `?size=16x20in`: a shared link, a reload or a "Notify me" mail opens the same choice. */
  validateSearch: (raw: Record<string, unknown>): { size?: string } => ({ size: parseChoiceSearch(raw).size }),
  /** The painting before the page renders; one that is not there answers 404 with 'Painting not found'. */
  loader: async ({ context: { queryClient, trpc, trpcClient, intl }, params }) => {
    const id = numericId(params.id);
    if (id === null) throw notFound();
    const painting = await queryClient.ensureQueryData(paintingQuery(trpc, id)).catch(() => null);
    if (!painting) throw notFound();
    const photos = itemImages(painting).map((photo) => photo.url);
    const [reviews] = await Promise.all([
      painting.is_original ? null : pageReviews(queryClient, trpc, { itemType: 'painting', id: painting.id }),
      ensureImageSets(queryClient, trpcClient, photos),
    ]);
    const sets = knownImageSets(queryClient);
    // The area's messages come with the screen's chunk, not with the route configs of every first load.
    const { default: paintingPageMessages } = await import('../i18n/messages/painting-page.en.json');
    const summary = paintingPage(painting, reviews);
    const gallery = intl.format(paintingPageMessages, 'paintingPage.pageTitle');
    return {
      id,
      page: {
        ...summary,
        // The trail's 'Paintings' in the page's language.
        breadcrumbs: summary.breadcrumbs?.map((crumb) =>
          crumb.path === '/paintings' ? { ...crumb, name: gallery } : crumb,
        ),
        preload: lcpPreload(sets, photos[0], framedSizes(DETAIL_IMAGE.sizes, DETAIL_IMAGE.width, DETAIL_IMAGE.height)),
      },
    };
  },
  head: routeHead,
  notFoundComponent: PaintingNotFound,
  component: PaintingRoute,
});

/** The painting the loader put in the cache: the screen reads it with `useSuspenseQuery`, its print size from the address. */
function PaintingRoute() {
  return <PaintingScreen id={Route.useLoaderData().id} />;
}
