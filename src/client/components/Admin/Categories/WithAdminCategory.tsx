import type { AdminCategory } from '@shared/schemas/admin-catalogue';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTRPC } from '../../../trpc';
import { CenteredLoader } from '../../CenteredLoader';
import { RetryAlert } from '../../RetryAlert';

/**
 * Renders a category's form once the category is loaded as the owner edits it, its French and its products'
 * default details with it, in one request (a new category: null).
 */
export function WithAdminCategory({
  id,
  children,
}: {
  id: number | undefined;
  children: (category: AdminCategory | null) => ReactNode;
}) {
  const trpc = useTRPC();
  const query = useQuery({ ...trpc.admin.categories.get.queryOptions({ id: id ?? 0 }), enabled: id !== undefined });
  if (id === undefined) return children(null);
  if (query.isError) return <RetryAlert title="Could not load the category" onRetry={() => void query.refetch()} />;
  if (query.isPending) return <CenteredLoader label="Loading the category" py={40} />;
  return children(query.data);
}
