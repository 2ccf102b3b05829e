import { createFileRoute } from '@tanstack/react-router';
import { CheckoutScreen } from '../components/Checkout/CheckoutScreen';
import { RequireAuth } from '../components/RequireAuth';
import { useSettings } from '../features/settings';
import { privatePageTitle, privateRouteHead } from '../head';

export const Route = createFileRoute('/checkout')({
  ssr: false,
  loader: ({ context: { intl } }) =>
    privatePageTitle(intl, import('../i18n/messages/checkout.en.json'), 'checkout.title'),
  head: privateRouteHead,
  component: CheckoutRoute,
});

/** Checkout needs a login (spec §2), unless the owner turned guest checkout on: then anyone may check out. */
function CheckoutRoute() {
  const { guestCheckout } = useSettings();
  if (guestCheckout) return <CheckoutScreen />;
  return (
    <RequireAuth>
      <CheckoutScreen />
    </RequireAuth>
  );
}
