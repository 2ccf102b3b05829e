import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../trpc';

/** The catalogue a draft's lines pick from (Draft orders' form, the Sell screen): the first 100 products and paintings. */
export function useCatalogue() {
  const trpc = useTRPC();
  const products = useQuery(trpc.admin.products.list.queryOptions({ page: 1, pageSize: 100 }));
  const paintings = useQuery(trpc.admin.paintings.list.queryOptions({ page: 1, pageSize: 100 }));
  return { products: products.data?.items ?? [], paintings: paintings.data?.items ?? [] };
}
