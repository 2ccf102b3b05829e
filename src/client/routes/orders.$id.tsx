import { createFileRoute } from '@tanstack/react-router';
import { GuestOrderScreen } from '../components/GuestOrder/GuestOrderScreen';
import { privatePageTitle, privateRouteHead } from '../head';
import { numericId, tokenSearch } from '../route-params';

/** /orders/42?token=…: a guest order, opened from its confirmation mail's link (no account needed). */
export const Route = createFileRoute('/orders/$id')({
  ssr: false,
  loader: ({ context: { intl } }) =>
    privatePageTitle(intl, import('../i18n/messages/order.en.json'), 'order.guestPageTitle'),
  head: privateRouteHead,
  validateSearch: tokenSearch,
  component: GuestOrderRoute,
});

function GuestOrderRoute() {
  const { id } = Route.useParams();
  const { token } = Route.useSearch();
  return <GuestOrderScreen id={numericId(id)} token={token ?? ''} />;
}
