import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { Button, Divider, Drawer, Group, ScrollArea, Stack, Text, ThemeIcon } from '@mantine/core';
import { formatMoney } from '@shared/money';
import { IconShoppingBag } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useCart } from '../../features/cart';
import { useSettings } from '../../features/settings';
import { CenteredLoader } from '../CenteredLoader';
import classes from './CartDrawer.module.css';
import { CartLine } from './CartLine';

interface CartDrawerProps {
  opened: boolean;
  onClose(): void;
}

/** The cart, sliding in from the right: lines, subtotal and the way to checkout (spec §2). */
export function CartDrawer({ opened, onClose }: CartDrawerProps) {
  const cart = useCart();
  const { currencySymbol } = useSettings();
  const navigate = useNavigate();
  const empty = cart.items.length === 0;
  const firstLoad = cart.isLoading && empty;

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
      title={`Your Cart (${cart.count})`}
      closeButtonProps={{ 'aria-label': 'Close cart' }}
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
            Your cart is empty
          </Text>
          <Text c="dimmed" size="sm" ta="center">
            Start shopping to add items to your cart
          </Text>
          <Button variant="outline" mt="md" onClick={onClose}>
            Continue Shopping
          </Button>
        </Stack>
      ) : (
        <>
          <ScrollArea className={classes.lines} type="auto" offsetScrollbars>
            <ul className={classes.list} aria-label="Cart items">
              {cart.items.map((item) => (
                <CartLine
                  key={item.id}
                  item={item}
                  onQuantity={(quantity) => void cart.update(item.id, quantity)}
                  onRemove={() => void cart.remove(item.id)}
                  onNavigate={onClose}
                />
              ))}
            </ul>
          </ScrollArea>
          <div className={classes.summary}>
            <Divider mb="md" />
            <Stack gap={6}>
              <Group justify="space-between">
                <Text fw={600}>Subtotal</Text>
                <Text fw={600} data-testid="cart-subtotal">
                  {formatMoney(cart.subtotal, currencySymbol)}
                </Text>
              </Group>
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  Shipping
                </Text>
                <Text size="sm" c="dimmed">
                  Calculated at checkout
                </Text>
              </Group>
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  Tax
                </Text>
                <Text size="sm" c="dimmed">
                  Calculated at checkout
                </Text>
              </Group>
            </Stack>
            {cart.hasIssues && (
              <Text size="sm" c="red.5" mt="sm">
                Please resolve the highlighted items before checking out.
              </Text>
            )}
            <Stack gap="xs" mt="lg">
              <Button size="md" fullWidth disabled={empty || cart.isLoading || cart.hasIssues} onClick={checkout}>
                Proceed to Checkout
              </Button>
              <Button size="md" fullWidth variant="default" onClick={onClose}>
                Continue Shopping
              </Button>
            </Stack>
          </div>
        </>
      )}
    </Drawer>
  );
}
