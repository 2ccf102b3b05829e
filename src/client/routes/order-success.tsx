import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../components/PagePlaceholder';

export const Route = createFileRoute('/order-success')({
  component: OrderSuccessScreen,
});

function OrderSuccessScreen() {
  return <PagePlaceholder title="Order Placed Successfully!">Thank you for your purchase.</PagePlaceholder>;
}
