import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../trpc';

const FIXED = [
  { value: '/', label: 'Home' },
  { value: '/category/all', label: 'All products' },
  { value: '/category/new-arrivals', label: 'New Arrivals' },
  { value: '/category/best-sellers', label: 'Best Sellers' },
  { value: '/collection/all', label: 'All collections' },
  { value: '/paintings', label: 'Paintings' },
  { value: '/about', label: 'About' },
  { value: '/contact', label: 'Contact' },
  { value: '/track-order', label: 'Track Order' },
];

/** Paths a menu link may point at: the shop's pages, categories, collections and content pages (any other same-site path may be typed). */
export function useMenuPaths(): string[] {
  const trpc = useTRPC();
  const categories = useQuery(trpc.catalogue.categories.queryOptions()).data ?? [];
  const collections = useQuery(trpc.catalogue.collections.queryOptions()).data ?? [];
  const pages = useQuery(trpc.admin.site.pages.queryOptions()).data ?? [];
  const paths = [
    ...FIXED.map((item) => item.value),
    ...categories.map((category) => `/category/${category.slug}`),
    ...collections.map((collection) => `/collection/${collection.name.trim().toLowerCase().replace(/\s+/g, '-')}`),
    ...pages.map((page) => `/${page.slug}`),
  ];
  return [...new Set(paths)];
}
