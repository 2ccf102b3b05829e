import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../components/PagePlaceholder';
import { RequireAuth } from '../components/RequireAuth';

export const Route = createFileRoute('/checkout')({
  component: CheckoutScreen,
});

function CheckoutScreen() {
  return (
    <RequireAuth>
      <PagePlaceholder title="Checkout">Review your order, choose shipping and pay securely by card.</PagePlaceholder>
    </RequireAuth>
  );
}
