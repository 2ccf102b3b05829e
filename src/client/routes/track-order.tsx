import { createFileRoute } from '@tanstack/react-router';
import { TrackOrderScreen } from '../components/TrackOrder/TrackOrderScreen';
import { messagesPage, routeHead } from '../head';

export const Route = createFileRoute('/track-order')({
  loader: ({ context: { intl } }) =>
    messagesPage(
      intl,
      import('../i18n/messages/order.en.json'),
      { title: 'order.track.title', description: 'order.track.description' },
      '/track-order',
    ),
  head: routeHead,
  component: TrackOrderScreen,
});
