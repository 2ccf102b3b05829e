import type { CartItem, LinePrice } from '@shared/schemas/cart';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '../api-error';
import { useT } from '../i18n/hooks';
import discountMessages from '../i18n/messages/discount.en.json';
import { type Trpc, useTRPC } from '../trpc';
import { getCartId } from './cart';
import { useChargeCurrency } from './use-currency';
import { useMoneyIn } from './use-money-in';

/**
 * The cart's totals with its discount (the drawer's figures), in the shopper's currency: the server prices every
 * line, the discount and the totals in it; the cart's own calls refresh them.
 */
function cartTotalsQueryOptions(trpc: Trpc, currency: string) {
  return trpc.discounts.cartTotals.queryOptions({ cartId: getCartId(), currency }, { staleTime: 30_000 });
}

/**
 * The server's prices of the cart's lines as the cart stands now (each line there at its quantity; a line that
 * cannot be bought has none), else null (the answer is older than the cart).
 */
export function currentLinePrices(
  lines: readonly LinePrice[] | null | undefined,
  items: readonly CartItem[],
): Map<number, LinePrice> | null {
  if (!lines) return null;
  const byId = new Map(lines.map((line) => [line.id, line]));
  const buyable = items.filter((item) => item.issue !== 'unavailable' && item.issue !== 'sold');
  const current =
    buyable.length === lines.length && buyable.every((item) => byId.get(item.id)?.quantity === item.quantity);
  return current ? byId : null;
}

/**
 * The cart's discount: its totals, and applying or removing a code. What depends on the discount (the totals, the
 * checkout's quote) refreshes at once, so the discount line and the new total show together.
 */
export function useCartDiscount(enabled = true) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const t = useT(discountMessages);
  const currency = useChargeCurrency();
  const totals = useQuery({ ...cartTotalsQueryOptions(trpc, currency), enabled });
  const money = useMoneyIn(totals.data?.currency);
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
    /** Dollars of the totals' currency as the page writes them. */
    money,
    pending: applying.isPending || removing.isPending,
    /** Applies a code: null once applied, else the server's refusal word for word. */
    apply: (code: string): Promise<string | null> =>
      applying.mutateAsync({ cartId: getCartId(), code, currency }).then(
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
