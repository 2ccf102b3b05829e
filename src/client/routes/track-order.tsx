import { createFileRoute } from '@tanstack/react-router';
import { TrackOrderScreen } from '../components/TrackOrder/TrackOrderScreen';
import { routeHead } from '../head';
import orderMessages from '../i18n/messages/order.en.json';

export const Route = createFileRoute('/track-order')({
  loader: ({ context: { intl } }) => ({
    page: {
      title: intl.format(orderMessages, 'order.track.title'),
      description: intl.format(orderMessages, 'order.track.description'),
      path: '/track-order',
    },
  }),
  head: routeHead,
  component: TrackOrderScreen,
});
