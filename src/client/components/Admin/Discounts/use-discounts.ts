import type { CreateDiscountInput, Discount } from '@shared/schemas/discounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyFailure, notifySuccess } from '../../../features/notify';
import { useTRPC } from '../../../trpc';

/** A discount's name in a toast: its code, or an automatic one's title. */
export const discountName = (d: Pick<Discount, 'code' | 'title'>) => d.code ?? d.title;

function useRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: trpc.admin.discounts.pathKey() });
}

/** Add or update a discount from the dialog; `save(input, id)` updates when an id is given. */
export function useDiscountSave(onDone: () => void) {
  const trpc = useTRPC();
  const refresh = useRefresh();
  const done = (title: string, d: Discount) => {
    notifySuccess(title, `${discountName(d)} has been saved`);
    refresh();
    onDone();
  };
  const creating = useMutation(
    trpc.admin.discounts.create.mutationOptions({
      onSuccess: (d) => done('Discount Added', d),
      onError: (error) => notifyFailure(error, 'Failed to add discount'),
    }),
  );
  const updating = useMutation(
    trpc.admin.discounts.update.mutationOptions({
      onSuccess: (d) => done('Discount Updated', d),
      onError: (error) => notifyFailure(error, 'Failed to update discount'),
    }),
  );
  return {
    pending: creating.isPending || updating.isPending,
    save: (input: CreateDiscountInput, id: number | undefined) =>
      id === undefined ? creating.mutate(input) : updating.mutate({ ...input, id }),
  };
}

/** Disable a discount (it stops applying at once) or enable it again. */
export function useDiscountToggle() {
  const trpc = useTRPC();
  const refresh = useRefresh();
  const toggle = useMutation(
    trpc.admin.discounts.update.mutationOptions({
      onSuccess: (d) => {
        notifySuccess(
          d.disabled ? 'Discount Disabled' : 'Discount Enabled',
          `${discountName(d)} ${d.disabled ? 'no longer applies' : 'applies again'}`,
        );
        refresh();
      },
      onError: (error) => notifyFailure(error, 'Failed to update discount'),
    }),
  );
  return {
    pendingId: toggle.isPending ? toggle.variables?.id : undefined,
    set: (id: number, disabled: boolean) => toggle.mutate({ id, disabled }),
  };
}

/** Delete a discount never used; a used one is refused by the server ("… Disable it instead."), shown as sent. */
export function useDiscountDelete(onDone: () => void) {
  const trpc = useTRPC();
  const refresh = useRefresh();
  return useMutation(
    trpc.admin.discounts.delete.mutationOptions({
      onSuccess: () => {
        notifySuccess('Discount Deleted', 'It no longer exists');
        refresh();
        onDone();
      },
      onError: (error) => {
        notifyFailure(error, 'Failed to delete discount');
        onDone();
      },
    }),
  );
}
