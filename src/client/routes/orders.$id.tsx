import { createFileRoute } from '@tanstack/react-router';
import { GuestOrderScreen } from '../components/GuestOrder/GuestOrderScreen';
import { privatePageHead } from '../head';
import orderMessages from '../i18n/messages/order.en.json';
import { numericId, tokenSearch } from '../route-params';

/** /orders/42?token=…: a guest order, opened from its confirmation mail's link (no account needed). */
export const Route = createFileRoute('/orders/$id')({
  ssr: false,
  head: ({ match }) => privatePageHead(match.context.intl.format(orderMessages, 'order.guestPageTitle')),
  validateSearch: tokenSearch,
  component: GuestOrderRoute,
});

function GuestOrderRoute() {
  const { id } = Route.useParams();
  const { token } = Route.useSearch();
  return <GuestOrderScreen id={numericId(id)} token={token ?? ''} />;
}
