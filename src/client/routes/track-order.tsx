import { createFileRoute } from '@tanstack/react-router';
import { TrackOrderScreen } from '../components/TrackOrder/TrackOrderScreen';
import { routeHead } from '../head';

export const Route = createFileRoute('/track-order')({
  loader: () => ({
    page: {
      title: 'Track Your Order',
      description: 'Enter your order number and e-mail address to see where your order is.',
      path: '/track-order',
    },
  }),
  head: routeHead,
  component: TrackOrderScreen,
});
