import { CartProvider } from '../../features/cart';
import { CartRestoreLink } from '../../features/cart-restore-link';
import { LinkDiscount } from '../../features/discount-link';
import { CartDrawerHost } from '../CartDrawer/CartDrawerHost';
import { StarBackgroundHost } from '../StarBackground/StarBackgroundHost';

/**
 * What every storefront page has besides its header, screen and footer, none of it in the server's HTML: the cart's
 * drawer (and its failed load's notice), a discount or a cart that came in the page's link, the star background.
 */
export function FrameParts() {
  return (
    <CartProvider>
      <LinkDiscount />
      <CartRestoreLink />
      <StarBackgroundHost />
      <CartDrawerHost />
    </CartProvider>
  );
}
