import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '../api-error';
import { useT } from '../i18n/hooks';
import discountMessages from '../i18n/messages/discount.en.json';
import { type Trpc, useTRPC } from '../trpc';
import { getCartId } from './cart';

/** The cart's totals with its discount (the drawer's figures); the cart's own calls refresh them. */
function cartTotalsQueryOptions(trpc: Trpc) {
  return trpc.discounts.cartTotals.queryOptions({ cartId: getCartId() }, { staleTime: 30_000 });
}

/**
 * The cart's discount: its totals, and applying or removing a code. What depends on the discount (the totals, the
 * checkout's quote) refreshes at once, so the discount line and the new total show together.
 */
export function useCartDiscount(enabled = true) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const t = useT(discountMessages);
  const totals = useQuery({ ...cartTotalsQueryOptions(trpc), enabled });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.discounts.cartTotals.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.checkout.quote.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.checkout.shippingMethods.queryKey() }),
    ]);
  const applying = useMutation(trpc.discounts.applyCode.mutationOptions({ onSettled: refresh }));
  const removing = useMutation(trpc.discounts.removeCode.mutationOptions({ onSettled: refresh }));

  return {
    totals: totals.data,
    pending: applying.isPending || removing.isPending,
    /** Applies a code: null once applied, else the server's refusal word for word. */
    apply: (code: string): Promise<string | null> =>
      applying.mutateAsync({ cartId: getCartId(), code }).then(
        () => null,
        (error: unknown) => serverMessage(error) ?? t('discount.unreachable'),
      ),
    remove: () =>
      removing.mutateAsync({ cartId: getCartId() }).then(
        () => undefined,
        () => undefined,
      ),
  };
}

/** What the code field reads and calls. */
export type CartDiscountState = ReturnType<typeof useCartDiscount>;
