import { createFileRoute } from '@tanstack/react-router';
import { CheckoutScreen } from '../components/Checkout/CheckoutScreen';
import { RequireAuth } from '../components/RequireAuth';

export const Route = createFileRoute('/checkout')({
  component: CheckoutRoute,
});

function CheckoutRoute() {
  return (
    <RequireAuth>
      <CheckoutScreen />
    </RequireAuth>
  );
}
