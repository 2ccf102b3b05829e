import { createFileRoute, redirect } from '@tanstack/react-router';

/** /products/{id} is the same screen as /product/{id} (PRODUCT.md). */
export const Route = createFileRoute('/products/$id')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/product/$id', params: { id: params.id }, replace: true });
  },
});
