import { EXPIRED_CART_LINK } from '@shared/schemas/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { serverMessage } from '../api-error';
import { useT } from '../i18n/hooks';
import cartMessages from '../i18n/messages/cart.en.json';
import { useNavigate } from '../nav/nav';
import { useTRPC } from '../trpc';
import { getCartId } from './cart';
import { notifyError, notifySuccess } from './notify';

/**
 * Restores the cart the link names into this browser's own cart (its lines added, as many as are still for sale),
 * then leads to checkout; a link tampered with or out of date says so in the shopper's language.
 */
export function CartRestore(): null {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useT(cartMessages);
  const { mutateAsync } = useMutation(trpc.cart.restore.mutationOptions());
  const done = useRef(false);

  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('restore');
    if (done.current || !token) return;
    done.current = true;
    mutateAsync({ token, cartId: getCartId() }).then(
      async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.cart.pathKey() });
        notifySuccess(t('cart.restored'));
        void navigate({ to: '/checkout' });
      },
      (error: unknown) => {
        notifyError(t(serverMessage(error) === EXPIRED_CART_LINK ? 'cart.restoreExpired' : 'cart.restoreInvalid'));
      },
    );
  }, [mutateAsync, queryClient, trpc, navigate, t]);
  return null;
}
