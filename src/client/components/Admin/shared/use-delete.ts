import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessage } from '../../../api-error';
import { notifyFailure, notifySuccess } from '../../../features/notify';
import { useTRPC } from '../../../trpc';
import { catalogueQueryKeys, type MutationProcedure } from './mutations';

interface DeleteOptions<T, TOutput> {
  /** The delete procedure (`trpc.admin.products.delete`). */
  procedure: MutationProcedure<{ id: number }, TOutput>;
  /** 'Product': the toasts say 'Product Deleted' and 'Failed to delete product'. */
  noun: string;
  /** The success toast's message ('Acid Wash Tee has been removed'). */
  message: (row: T | null) => string;
  /** What refreshes after a delete; the storefront's catalogue unless told. */
  queryKey?: QueryKey;
  /** The stock screens' wording: success 'Vendor deleted successfully', failure 'Failed to delete vendor: {message}'. */
  stockWording?: boolean;
}

/**
 * Which row a delete confirmation is open for, and the delete itself with the admin spec's toasts.
 * Spread `confirm` on a ConfirmDialog; its title and question stay with the tab.
 */
export function useDeleteTarget<T extends { id: number }, TOutput>({
  procedure,
  noun,
  message,
  queryKey,
  stockWording = false,
}: DeleteOptions<T, TOutput>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<T | null>(null);
  const close = () => setTarget(null);
  const remove = useMutation(
    procedure.mutationOptions({
      onSuccess: () => {
        if (stockWording) notifySuccess(`${noun} deleted successfully`, message(target));
        else notifySuccess(`${noun} Deleted`, message(target));
        close();
        for (const key of queryKey ? [queryKey] : catalogueQueryKeys(trpc)) {
          void queryClient.invalidateQueries({ queryKey: key });
        }
      },
      onError: (error) =>
        stockWording
          ? notifyFailure(null, `Failed to delete ${noun.toLowerCase()}: ${serverMessage(error) ?? 'please try again'}`)
          : notifyFailure(error, `Failed to delete ${noun.toLowerCase()}`),
    }),
  );
  return {
    target,
    ask: (row: T) => setTarget(row),
    confirm: {
      opened: target !== null,
      confirmLabel: 'Delete',
      pending: remove.isPending,
      onCancel: close,
      onConfirm: () => target && remove.mutate({ id: target.id }),
    },
  };
}
