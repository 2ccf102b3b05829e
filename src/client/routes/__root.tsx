import { createRootRouteWithContext } from '@tanstack/react-router';
import { CartDrawerHost } from '../components/CartDrawer/CartDrawerHost';
import { ShopLayout } from '../components/Layout/ShopLayout';
import { StarBackgroundHost } from '../components/StarBackground/StarBackgroundHost';
import { CartProvider } from '../features/cart';
import { sessionQueryOptions } from '../features/session';
import { settingsQueryOptions } from '../features/settings';
import type { RouterContext } from '../router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  /** Settings shape the whole frame (theme, logo), so the first paint waits for them; the session loads alongside. */
  loader: async ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(sessionQueryOptions());
    await queryClient.ensureQueryData(settingsQueryOptions()).catch(() => undefined);
  },
  component: RootFrame,
});

/** The storefront frame with the cart (state and drawer) around every screen. */
function RootFrame() {
  return (
    <CartProvider>
      <StarBackgroundHost />
      <ShopLayout />
      <CartDrawerHost />
    </CartProvider>
  );
}
