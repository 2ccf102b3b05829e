import { createFileRoute } from '@tanstack/react-router';
import { CheckoutScreen } from '../components/Checkout/CheckoutScreen';
import { RequireAuth } from '../components/RequireAuth';
import { useSettings } from '../features/settings';
import { privatePageHead } from '../head';
import checkoutMessages from '../i18n/messages/checkout.en.json';

export const Route = createFileRoute('/checkout')({
  ssr: false,
  head: ({ match }) => privatePageHead(match.context.intl.format(checkoutMessages, 'checkout.title')),
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
