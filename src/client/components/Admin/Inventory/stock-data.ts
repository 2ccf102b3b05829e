import type { InventoryItem } from '@shared/schemas/inventory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyFailure, notifySuccess } from '../../../features/notify';
import { useTRPC } from '../../../trpc';
import { catalogueQueryKeys, type MutationProcedure } from '../shared/mutations';

/** The inventory lists are 400 px high (spec). */
export const LIST_HEIGHT = 400;

/** Everything stock touches: the stock screens and the storefront (stock shows there). */
function useStockRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [
      trpc.admin.inventory.pathKey(),
      trpc.admin.purchaseOrders.pathKey(),
      trpc.admin.vendors.pathKey(),
      ...catalogueQueryKeys(trpc),
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
}

interface StockMutationOptions<TOutput> {
  /** The success toast's title. */
  success: (output: TOutput) => string;
  /** The failure toast's text when the server gives none. */
  failure: string;
  onDone?: (output: TOutput) => void;
}

/** A stock write with its toasts; on success every stock list refreshes. */
export function useStockMutation<TInput, TOutput>(
  procedure: MutationProcedure<TInput, TOutput>,
  { success, failure, onDone }: StockMutationOptions<TOutput>,
) {
  const refresh = useStockRefresh();
  return useMutation(
    procedure.mutationOptions({
      onSuccess: (output) => {
        notifySuccess(success(output));
        refresh();
        onDone?.(output);
      },
      onError: (error) => notifyFailure(error, failure),
    }),
  );
}

/** Items as options of a searchable select: 'Acid Wash Tee · WBS-TS-001 (3 in stock)'. */
export const itemOptions = (items: readonly InventoryItem[] | undefined) =>
  (items ?? [])
    .filter((i) => !i.discontinued)
    .map((i) => ({ value: String(i.id), label: `${i.name} · ${i.sku} (${i.quantity} in stock)` }));
