import { createFileRoute } from '@tanstack/react-router';
import { OrderSuccessScreen } from '../components/OrderSuccess/OrderSuccessScreen';
import { privatePageTitle, privateRouteHead } from '../head';

export interface OrderSuccessSearch {
  order?: number;
  /** Added by Stripe when it returns here after a redirect (3-D Secure and the like). */
  payment_intent?: string;
  redirect_status?: string;
}

/** ?order= must be a positive whole number; anything else is dropped. Kept free of zod: it runs in the first load. */
function validateSearch(search: Record<string, unknown>): OrderSuccessSearch {
  const order = Number(search.order);
  const text = (value: unknown) => (typeof value === 'string' && value.length <= 200 ? value : undefined);
  return {
    order: Number.isInteger(order) && order > 0 ? order : undefined,
    payment_intent: text(search.payment_intent),
    redirect_status: text(search.redirect_status),
  };
}

export const Route = createFileRoute('/order-success')({
  ssr: false,
  loader: ({ context: { intl } }) =>
    privatePageTitle(intl, import('../i18n/messages/order.en.json'), 'order.pageTitle'),
  head: privateRouteHead,
  validateSearch,
  component: OrderSuccessRoute,
});

function OrderSuccessRoute() {
  const search = Route.useSearch();
  return <OrderSuccessScreen {...search} />;
}
