import { createFileRoute } from '@tanstack/react-router';
import { ProductScreen } from '../components/ProductDetail/ProductScreen';
import { numericId } from '../route-params';
import { trpc } from '../trpc';

export const Route = createFileRoute('/product/$id')({
  loader: ({ context: { queryClient }, params }) => {
    const id = numericId(params.id);
    if (id !== null) void queryClient.prefetchQuery(trpc.catalogue.product.queryOptions({ id }));
    void queryClient.prefetchQuery(trpc.catalogue.products.queryOptions({ filter: 'featured' }));
  },
  component: ProductRoute,
});

function ProductRoute() {
  const { id } = Route.useParams();
  return <ProductScreen id={id} />;
}
