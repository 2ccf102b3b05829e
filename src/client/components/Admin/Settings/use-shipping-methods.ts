import type { ShippingMethodUpdate } from '@shared/schemas/shipping-methods';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyFailure, notifySuccess } from '../../../features/notify';
import { type Trpc, useTRPC } from '../../../trpc';
import { useCatalogueSave } from '../shared/mutations';

/** After a change: the owner's list and whatever the checkout shows (its methods, its quotes) refresh. */
const refreshKeys = (trpc: Trpc) => [trpc.admin.shippingMethods.pathKey(), trpc.checkout.pathKey()];

function useRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of refreshKeys(trpc)) void queryClient.invalidateQueries({ queryKey });
  };
}

/** Add or update one shipping method from the dialog, with toasts; `save(input, id)` updates when an id is given. */
export function useShippingMethodSave(onDone: () => void) {
  const trpc = useTRPC();
  return useCatalogueSave({
    create: trpc.admin.shippingMethods.create,
    update: trpc.admin.shippingMethods.update,
    noun: 'Shipping Method',
    name: (method) => method.name,
    added: (method) => `${method.name} has been saved`,
    queryKeys: refreshKeys(trpc),
    onDone,
  });
}

/** One field changed in place in the table (the Active switch, the Free over the threshold tick). */
export function useShippingMethodToggle() {
  const trpc = useTRPC();
  const refresh = useRefresh();
  const toggle = useMutation(
    trpc.admin.shippingMethods.update.mutationOptions({
      onSuccess: refresh,
      onError: (error) => notifyFailure(error, 'Failed to update shipping method'),
    }),
  );
  return {
    pendingId: toggle.isPending ? toggle.variables?.id : undefined,
    set: (change: ShippingMethodUpdate) => toggle.mutate(change),
  };
}

/** Remove a method: deleted, or deactivated when orders used it (the toast says which). */
export function useShippingMethodRemove(onDone: () => void) {
  const trpc = useTRPC();
  const refresh = useRefresh();
  return useMutation(
    trpc.admin.shippingMethods.remove.mutationOptions({
      onSuccess: (result) => {
        notifySuccess(
          result.deactivated ? 'Shipping Method Deactivated' : 'Shipping Method Deleted',
          result.deactivated
            ? 'Orders were shipped with it, so it is kept but no longer offered at checkout'
            : 'It is no longer offered at checkout',
        );
        refresh();
        onDone();
      },
      onError: (error) => notifyFailure(error, 'Failed to delete shipping method'),
    }),
  );
}
