import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { ProductNotFound, ProductScreen } from '../components/ProductDetail/ProductScreen';
import { DETAIL_IMAGE, framedSizes } from '../components/ShopImage/sizes';
import { imageSetsQueryOptions } from '../features/images';
import { lcpPreload, productPage, routeHead } from '../head';
import { numericId } from '../route-params';

export const Route = createFileRoute('/product/$id')({
  /**
   * The product and the related pieces before the page renders. An address without an id answers 404 with
   * 'Product not found'; an id with no product goes to /not-found.
   */
  loader: async ({ context: { queryClient, trpc }, params }) => {
    const id = numericId(params.id);
    if (id === null) throw notFound();
    const related = queryClient.ensureQueryData(trpc.catalogue.products.queryOptions({ filter: 'featured' }));
    const product = await queryClient.ensureQueryData(trpc.catalogue.product.queryOptions({ id })).catch(() => null);
    if (!product) throw redirect({ to: '/not-found', replace: true });
    await related.catch(() => undefined);
    const sets = queryClient.getQueryData(imageSetsQueryOptions(trpc).queryKey);
    return {
      id,
      page: {
        ...productPage(product),
        preload: lcpPreload(
          sets,
          product.imageUrl,
          framedSizes(DETAIL_IMAGE.sizes, DETAIL_IMAGE.width, DETAIL_IMAGE.height),
        ),
      },
    };
  },
  head: routeHead,
  notFoundComponent: ProductNotFound,
  component: ProductRoute,
});

/** The product the loader put in the cache: the screen reads it with `useSuspenseQuery`. */
function ProductRoute() {
  const { id } = Route.useLoaderData();
  return <ProductScreen id={id} />;
}
