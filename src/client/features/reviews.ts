import type { AdminReviewListInput } from '@shared/schemas/reviews';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useT } from '../i18n/hooks';
import reviewsMessages from '../i18n/messages/reviews.en.json';
import { type Trpc, useTRPC } from '../trpc';
import { notifyFailure, notifySuccess } from './notify';
import { type ReviewedItem, reviewsQueryOptions } from './reviews-query';
import { useSession } from './session';
import { settingsQueryOptions, useSettings } from './settings';

/**
 * Every tRPC call of the reviews, in one place (the screens call these hooks only).
 */

/**
 * The loader's first page of an item's reviews (for the JSON-LD, and the block's first paint), when reviews are
 * switched on; null otherwise or when it fails.
 */
export async function pageReviews(queryClient: QueryClient, trpc: Trpc, item: ReviewedItem) {
  const settings = await queryClient.ensureQueryData(settingsQueryOptions(trpc)).catch(() => null);
  if (!settings?.enableReviews) return null;
  return queryClient.ensureQueryData(reviewsQueryOptions(trpc, item, 1)).catch(() => null);
}

export function useReviews(item: ReviewedItem, page: number) {
  const { enableReviews } = useSettings();
  return useQuery({ ...reviewsQueryOptions(useTRPC(), item, page), enabled: enableReviews });
}

/** May the signed-in customer review the item (and their review of it); not asked for visitors. */
export function useReviewEligibility(item: ReviewedItem) {
  const trpc = useTRPC();
  const { user } = useSession();
  const { enableReviews } = useSettings();
  return useQuery(
    trpc.reviews.eligibility.queryOptions(
      { itemType: item.itemType, id: item.id },
      { enabled: !!user && enableReviews },
    ),
  );
}

/** Writes (or replaces) the customer's review; the form sends its values with the item. */
export function useWriteReview(onDone?: () => void) {
  const trpc = useTRPC();
  const t = useT(reviewsMessages);
  const queryClient = useQueryClient();
  return useMutation(
    trpc.reviews.write.mutationOptions({
      onSuccess: (review) => {
        notifySuccess(t('reviews.thanks'), review.status === 'pending' ? t('reviews.thanksPending') : undefined);
        void queryClient.invalidateQueries({ queryKey: trpc.reviews.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.catalogue.pathKey() });
        onDone?.();
      },
      onError: (error) => notifyFailure(error, t('reviews.saveFailed')),
    }),
  );
}

export function useAdminReviews(input: AdminReviewListInput) {
  const trpc = useTRPC();
  return useQuery(trpc.admin.reviews.list.queryOptions(input, { placeholderData: keepPreviousData }));
}

function useRefreshReviews() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: trpc.admin.reviews.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.reviews.pathKey() });
  };
}

export function useUpdateReview() {
  const trpc = useTRPC();
  const refresh = useRefreshReviews();
  return useMutation(
    trpc.admin.reviews.update.mutationOptions({
      onSuccess: (_review, input) => {
        notifySuccess(input.reply ? 'Reply posted' : input.status === 'hidden' ? 'Review hidden' : 'Review published');
        refresh();
      },
      onError: (error) => notifyFailure(error, 'The review could not be updated'),
    }),
  );
}

export function useDeleteReview() {
  const trpc = useTRPC();
  const refresh = useRefreshReviews();
  return useMutation(
    trpc.admin.reviews.delete.mutationOptions({
      onSuccess: () => {
        notifySuccess('Review deleted');
        refresh();
      },
      onError: (error) => notifyFailure(error, 'The review could not be deleted'),
    }),
  );
}
