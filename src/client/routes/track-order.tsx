import { createFileRoute } from '@tanstack/react-router';
import { TrackOrderScreen } from '../components/TrackOrder/TrackOrderScreen';
import { routeHead } from '../head';

export const Route = createFileRoute('/track-order')({
  loader: async ({ context: { intl } }) => {
    // The area's messages come with the screen's chunk, not with the route configs of every first load.
    const { default: orderMessages } = await import('../i18n/messages/order.en.json');
    return {
      page: {
        title: intl.format(orderMessages, 'order.track.title'),
        description: intl.format(orderMessages, 'order.track.description'),
        path: '/track-order',
      },
    };
  },
  head: routeHead,
  component: TrackOrderScreen,
});
