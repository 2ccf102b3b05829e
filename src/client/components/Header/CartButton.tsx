import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { useCart } from '../../features/cart';
import { useT } from '../../i18n/hooks';
import headerMessages from '../../i18n/messages/header.en.json';

/**
 * The header's cart button: the badge counts the cart's items (hidden at 0); a tap opens the drawer. It reads the
 * cart itself, so the cart's answer after hydration re-renders this button alone, not the whole header.
 */
export function CartButton() {
  const { count, open } = useCart();
  const t = useT(headerMessages);
  return (
    <Indicator label={count} size={18} offset={4} disabled={count === 0}>
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('header.cart')} data-cart-button onClick={open}>
        <IconShoppingBag size={20} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
