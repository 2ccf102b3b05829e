import type { CartItem, LinePrice } from '@shared/schemas/cart';
import { IconMinus, IconPlus, IconTrash } from '@tabler/icons-react';
import { usePrice } from '../../features/use-currency';
import { useT } from '../../i18n/hooks';
import cartMessages from '../../i18n/messages/cart.en.json';
import { Group, Stack, Text } from '../Plain/Plain';
import { ActionIcon } from '../Plain/PlainMarks';
import { AnchorLink } from '../RouterLinks';
import { ShopThumb } from '../ShopImage/ShopThumb';
import classes from './CartDrawer.module.css';
import { useLineText } from './line-text';

interface CartLineProps {
  item: CartItem;
  /** The server's price of the line in the cart totals' currency, written by `money` (none: the line's own price). */
  priced?: LinePrice;
  money(dollars: number): string;
  onQuantity(quantity: number): void;
  onRemove(): void;
  onNavigate(): void;
}

/** One line of the drawer: picture, name, details, quantity stepper, price and remove. */
export function CartLine({ item, priced, money, onQuantity, onRemove, onNavigate }: CartLineProps) {
  const { price: ownPrice } = usePrice();
  const price = (of: CartItem, quantity = 1) =>
    priced ? money(quantity === 1 ? priced.unitPrice : priced.lineTotal) : ownPrice(of, quantity);
  const t = useT(cartMessages);
  const line = useLineText();
  const atMax = item.quantity >= item.stock;
  /** The line as the server names it ('Acid Wash Tee — M / black'): two sizes of one tee are two lines. */
  const label = item.variantLabel || item.item_name;
  /** A gift card (issue 41) is one card for someone: no page to go to, no quantity to change. */
  const gift = item.item_type === 'gift_card';

  return (
    <li className={classes.line} data-issue={item.issue ?? undefined}>
      <ShopThumb src={item.imageUrl} alt={item.item_name} width={80} height={100} />
      <Stack gap={6} className={classes.lineBody}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          {gift ? (
            <Text fw={600} lh={1.3}>
              {line.name(item)}
            </Text>
          ) : (
            <AnchorLink
              to={item.item_type === 'painting' ? '/paintings/$id' : '/product/$id'}
              params={{ id: String(item.productId) }}
              onClick={onNavigate}
              c="inherit"
              fw={600}
              lh={1.3}
              lineClamp={2}
            >
              {item.item_name}
            </AnchorLink>
          )}
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t('cart.remove', { label })}
            onClick={onRemove}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
        <Text size="xs" c="dimmed">
          {line.details(item)}
        </Text>
        {item.issue && (
          <Text size="xs" c="red.5" role="alert">
            {line.issue(item.issue)}
          </Text>
        )}
        <Group justify="space-between" align="center" mt="auto">
          {gift ? (
            <span />
          ) : (
            <Group gap={4} className={classes.stepper} role="group" aria-label={t('cart.quantity', { label })}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={t('cart.decrease', { label })}
                onClick={() => (item.quantity <= 1 ? onRemove() : onQuantity(item.quantity - 1))}
              >
                <IconMinus size={14} aria-hidden />
              </ActionIcon>
              <Text size="sm" w={24} ta="center" aria-live="polite" data-testid="line-quantity">
                {item.quantity}
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={t('cart.increase', { label })}
                disabled={atMax || item.issue !== null}
                onClick={() => onQuantity(item.quantity + 1)}
              >
                <IconPlus size={14} aria-hidden />
              </ActionIcon>
            </Group>
          )}
          <Stack gap={0} align="flex-end">
            <Text fw={600} size="sm">
              {price(item, item.quantity)}
            </Text>
            {item.quantity > 1 && (
              <Text size="xs" c="dimmed">
                {t('cart.each', { price: price(item) })}
              </Text>
            )}
          </Stack>
        </Group>
      </Stack>
    </li>
  );
}
