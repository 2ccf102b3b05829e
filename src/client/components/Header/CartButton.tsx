import { IconShoppingBag } from '@tabler/icons-react';
import { useCartCount } from '../../features/cart';
import { useCartDrawer } from '../../features/cart-drawer';
import { useT } from '../../i18n/hooks';
import headerMessages from '../../i18n/messages/header.en.json';
import { Indicator } from '../Plain/PlainIndicator';
import { ActionIcon } from '../Plain/PlainMarks';

/**
 * The header's cart button: the badge counts the cart's items (hidden at 0); a tap opens the drawer. It reads the
 * count itself, so the cart's answer after hydration re-renders this button alone, and only when the count changed.
 */
export function CartButton() {
  const count = useCartCount();
  const { open } = useCartDrawer();
  const t = useT(headerMessages);
  return (
    <Indicator label={count} size={18} offset={4} disabled={count === 0}>
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('header.cart')} data-cart-button onClick={open}>
        <IconShoppingBag size={20} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
