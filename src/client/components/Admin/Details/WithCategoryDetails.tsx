import type { ProductDetails } from '@shared/schemas/catalogue';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTRPC } from '../../../trpc';
import { CenteredLoader } from '../../CenteredLoader';
import { RetryAlert } from '../../RetryAlert';

/** Renders a category's form once its products' default details are loaded (a new category has none). */
export function WithCategoryDetails({
  id,
  children,
}: {
  id: number | undefined;
  children: (details: ProductDetails | undefined) => ReactNode;
}) {
  const trpc = useTRPC();
  const query = useQuery({ ...trpc.admin.categories.get.queryOptions({ id: id ?? 0 }), enabled: id !== undefined });
  if (id === undefined) return children(undefined);
  if (query.isError) return <RetryAlert title="Could not load the category" onRetry={() => void query.refetch()} />;
  if (query.isPending) return <CenteredLoader label="Loading the category" py={40} />;
  return children(query.data.details);
}
