import { createFileRoute } from '@tanstack/react-router';
import { CheckoutScreen } from '../components/Checkout/CheckoutScreen';
import { RequireAuth } from '../components/RequireAuth';
import { privatePageHead } from '../head';

export const Route = createFileRoute('/checkout')({
  ssr: false,
  head: () => privatePageHead('Checkout'),
  component: CheckoutRoute,
});

function CheckoutRoute() {
  return (
    <RequireAuth>
      <CheckoutScreen />
    </RequireAuth>
  );
}
