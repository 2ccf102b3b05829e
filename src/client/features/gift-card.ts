import type { AppliedGiftCard } from '@shared/schemas/gift-cards';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessage } from '../api-error';
import { useT } from '../i18n/hooks';
import discountMessages from '../i18n/messages/discount.en.json';
import { useTRPC } from '../trpc';
import { getCartId } from './cart';

/**
 * The cart's gift card at checkout (issue 41): applying a code (the server's answer: its last four characters,
 * balance and what it pays of the cart) or removing it. The checkout's payment session is started again when it
 * changes (its signature), and the session says what the card pays of the total.
 */
export function useCartGiftCard() {
  const trpc = useTRPC();
  const t = useT(discountMessages);
  const [card, setCard] = useState<AppliedGiftCard | null>(null);
  const applying = useMutation(trpc.giftCards.applyCode.mutationOptions());
  const removing = useMutation(trpc.giftCards.removeCode.mutationOptions());
  return {
    card,
    pending: applying.isPending || removing.isPending,
    /** Applies a code: null once applied, else the server's refusal word for word. */
    apply: (code: string): Promise<string | null> =>
      applying.mutateAsync({ cartId: getCartId(), code }).then(
        (applied) => {
          setCard(applied);
          return null;
        },
        (error: unknown) => serverMessage(error) ?? t('discount.giftCard.unreachable'),
      ),
    remove: () =>
      removing.mutateAsync({ cartId: getCartId() }).then(
        () => setCard(null),
        () => undefined,
      ),
  };
}

/** What the gift card field reads and calls. */
export type CartGiftCardState = ReturnType<typeof useCartGiftCard>;
