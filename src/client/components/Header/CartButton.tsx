import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { useT } from '../../i18n/hooks';
import headerMessages from '../../i18n/messages/header.en.json';

interface CartButtonProps {
  /** Items in the cart; the badge hides at 0. */
  count: number;
  onClick?: () => void;
}

export function CartButton({ count, onClick }: CartButtonProps) {
  const t = useT(headerMessages);
  return (
    <Indicator label={count} size={18} offset={4} disabled={count === 0}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t('header.cart')}
        data-cart-button
        onClick={onClick}
      >
        <IconShoppingBag size={20} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
