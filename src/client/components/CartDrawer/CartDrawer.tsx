import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { Divider, Drawer, ScrollArea, ThemeIcon } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { useCart } from '../../features/cart';
import { currentLinePrices, useCartDiscount } from '../../features/discount';
import { usePrice } from '../../features/use-currency';
import { useT } from '../../i18n/hooks';
import cartMessages from '../../i18n/messages/cart.en.json';
import { useNavigate } from '../../nav/nav';
import { CenteredLoader } from '../CenteredLoader';
import { DiscountCodeField } from '../Discount/DiscountCodeField';
import { discountLabel } from '../Discount/discount-label';
import { Group, Stack, Text } from '../Plain/Plain';
import { Button } from '../Plain/PlainButton';
import classes from './CartDrawer.module.css';
import { CartLine } from './CartLine';

interface CartDrawerProps {
  opened: boolean;
  onClose(): void;
}

/**
 * The cart, sliding in from the right: lines, subtotal and the way to checkout (spec §2). Every amount is in the
 * shopper's currency: the server's cart totals (lines, discount, totals) in it, each line's own price while they
 * are older than the cart.
 */
export function CartDrawer({ opened, onClose }: CartDrawerProps) {
  const cart = useCart();
  const { total } = usePrice();
  const t = useT(cartMessages);
  const navigate = useNavigate();
  const empty = cart.items.length === 0;
  const firstLoad = cart.isLoading && empty;
  const discount = useCartDiscount(opened && !empty);
  const line = discount.totals?.discount ?? null;
  const money = discount.money;
  const priced = currentLinePrices(discount.totals?.lines, cart.items);

  const checkout = () => {
    onClose();
    void navigate({ to: '/checkout' });
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      padding="lg"
      title={t('cart.title', { count: cart.count })}
      closeButtonProps={{ 'aria-label': t('cart.close') }}
      // CartDrawerHost gives focus back to whatever opened the cart (useReturnFocus).
      returnFocus={false}
      classNames={{ content: classes.content, body: classes.body, title: classes.title }}
    >
      {firstLoad ? (
        <CenteredLoader />
      ) : empty ? (
        <Stack align="center" justify="center" gap="sm" className={classes.empty}>
          <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
            <IconShoppingBag size={30} />
          </ThemeIcon>
          <Text fw={600} size="lg">
            {t('cart.empty')}
          </Text>
          <Text c="dimmed" size="sm" ta="center">
            {t('cart.emptyHint')}
          </Text>
          <Button variant="outline" mt="md" onClick={onClose}>
            {t('cart.continueShopping')}
          </Button>
        </Stack>
      ) : (
        <>
          <ScrollArea className={classes.lines} type="auto" offsetScrollbars>
            <ul className={classes.list} aria-label={t('cart.items')}>
              {cart.items.map((item) => (
                <CartLine
                  key={item.id}
                  item={item}
                  priced={priced?.get(item.id)}
                  money={money}
                  onQuantity={(quantity) => void cart.update(item.id, quantity)}
                  onRemove={() => void cart.remove(item.id)}
                  onNavigate={onClose}
                />
              ))}
            </ul>
          </ScrollArea>
          <div className={classes.summary}>
            <Divider mb="md" />
            <DiscountCodeField
              entered={discount.totals?.enteredCode ?? null}
              notice={discount.totals?.notice ?? null}
              automatic={line?.automatic ? line.title : null}
              onApply={discount.apply}
              onRemove={() => void discount.remove()}
              pending={discount.pending}
            />
            <Stack gap={6} mt="md">
              <Group justify="space-between">
                <Text fw={600}>{t('cart.subtotal')}</Text>
                <Text fw={600} data-testid="cart-subtotal">
                  {priced && discount.totals ? money(discount.totals.subtotal) : total(cart.items)}
                </Text>
              </Group>
              {line && discount.totals && discount.totals.discountTotal > 0 && (
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm">{discountLabel(line.code ?? line.title)}</Text>
                  <Text size="sm" fw={600} c="green.7" data-testid="cart-discount">
                    −{money(discount.totals.discountTotal)}
                  </Text>
                </Group>
              )}
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  {t('cart.shipping')}
                </Text>
                <Text size="sm" c="dimmed" data-testid="cart-shipping">
                  {line?.freeShipping
                    ? t('cart.freeShippingBy', { code: line.code ?? line.title })
                    : t('cart.shippingAtCheckout')}
                </Text>
              </Group>
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  {t('cart.tax')}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('cart.taxAtCheckout')}
                </Text>
              </Group>
              {discount.totals && discount.totals.discountTotal > 0 && (
                <Group justify="space-between">
                  <Text fw={700}>{t('cart.totalBeforeShipping')}</Text>
                  <Text fw={700} data-testid="cart-total">
                    {money(discount.totals.total)}
                  </Text>
                </Group>
              )}
            </Stack>
            {cart.hasIssues && (
              <Text size="sm" c="red.5" mt="sm">
                {t('cart.resolveIssues')}
              </Text>
            )}
            <Stack gap="xs" mt="lg">
              <Button size="md" fullWidth disabled={empty || cart.isLoading || cart.hasIssues} onClick={checkout}>
                {t('cart.checkout')}
              </Button>
              <Button size="md" fullWidth variant="default" onClick={onClose}>
                {t('cart.continueShopping')}
              </Button>
            </Stack>
          </div>
        </>
      )}
    </Drawer>
  );
}
