import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { serverMessage } from '../api-error';
import { useTRPC } from '../trpc';
import { cartQueryOptions, getCartId } from './cart';
import { notifySuccess } from './notify';

/**
 * Applies a link's remembered code to this browser's cart once it has lines, and again whenever its lines change
 * while the code does not apply yet (a minimum not reached, no eligible item). Forgotten once applied, or when
 * the server refuses it for good (not valid, expired, used up, already used).
 */
interface ApplyLinkCodeProps {
  code: string;
  /** The code is applied or refused for good: forget it. */
  onDone: () => void;
}

export function ApplyLinkCode({ code, onDone }: ApplyLinkCodeProps): null {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { data: lines } = useQuery(cartQueryOptions(trpc));
  const { mutateAsync } = useMutation(trpc.discounts.applyCode.mutationOptions());
  const tried = useRef<string | null>(null);
  const signature = lines?.map((line) => `${line.id}:${line.quantity}`).join(',') ?? '';

  useEffect(() => {
    if (!signature || tried.current === signature) return;
    tried.current = signature;
    mutateAsync({ cartId: getCartId(), code }).then(
      () => {
        onDone();
        notifySuccess('Discount applied', `${code} is applied to your cart.`);
        void queryClient.invalidateQueries({ queryKey: trpc.discounts.cartTotals.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.checkout.pathKey() });
      },
      async (error: unknown) => {
        // The refusals' words live with the zod shapes: loaded only here.
        const { DISCOUNT_REFUSALS: r } = await import('@shared/schemas/discounts');
        const final: string[] = [r.invalid, r.expired, r.usedUp, r.alreadyUsed];
        if (final.includes(serverMessage(error) ?? '')) onDone();
      },
    );
  }, [code, signature, mutateAsync, queryClient, trpc, onDone]);
  return null;
}
