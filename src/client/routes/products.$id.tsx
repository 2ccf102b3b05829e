import { createFileRoute, redirect } from '@tanstack/react-router';

/** /products/{id} is the same screen as /product/{id} (PRODUCT.md): a permanent redirect names the canonical URL. */
export const Route = createFileRoute('/products/$id')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/product/$id', params: { id: params.id }, replace: true, statusCode: 308 });
  },
});
