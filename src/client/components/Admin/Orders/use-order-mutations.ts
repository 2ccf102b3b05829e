import type { AdminOrder } from '@shared/schemas/admin-orders';
import { ORDER_STATUS_LABELS } from '@shared/schemas/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyFailure, notifySuccess } from '../../../features/notify';
import { useTRPC } from '../../../trpc';

/** Status moves and refunds of one order: the answer replaces the detail, the list and dashboard refresh. */
export function useOrderMutations(orderId: number, onDone?: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const done = (order: AdminOrder, title: string, message: string) => {
    queryClient.setQueryData(trpc.admin.orders.get.queryKey({ id: orderId }), order);
    void queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.catalogue.pathKey() });
    notifySuccess(title, message);
    onDone?.();
  };
  const setStatus = useMutation(
    trpc.admin.orders.setStatus.mutationOptions({
      onSuccess: (order) =>
        done(order, 'Order Updated', `Order #${order.id} is now ${ORDER_STATUS_LABELS[order.status].toLowerCase()}`),
      onError: (error) => notifyFailure(error, 'Failed to update order'),
    }),
  );
  const refund = useMutation(
    trpc.admin.orders.refund.mutationOptions({
      onSuccess: (order) => done(order, 'Refund Issued', `Order #${order.id} has been refunded`),
      onError: (error) => notifyFailure(error, 'Failed to refund order'),
    }),
  );
  const retryRefund = useMutation(
    trpc.admin.orders.retryRefund.mutationOptions({
      onSuccess: (order) => done(order, 'Refund Sent', `The refund of order #${order.id} went through`),
      onError: (error) => notifyFailure(error, 'Failed to refund order'),
    }),
  );
  const addNote = useMutation(
    trpc.admin.orders.addNote.mutationOptions({
      onSuccess: (order) => done(order, 'Note Added', `Your internal note is on order #${order.id}`),
      onError: (error) => notifyFailure(error, 'Failed to add the note'),
    }),
  );
  const reissueCertificate = useMutation(
    trpc.admin.orders.reissueCertificate.mutationOptions({
      onSuccess: (order) =>
        done(order, 'Certificate Re-issued', 'A new certificate with a new code; the old code now reads "replaced"'),
      onError: (error) => notifyFailure(error, 'Failed to re-issue the certificate'),
    }),
  );
  return { setStatus, refund, retryRefund, addNote, reissueCertificate };
}
