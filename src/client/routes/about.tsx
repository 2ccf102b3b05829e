import { createFileRoute } from '@tanstack/react-router';
import { AboutScreen } from '../components/About/AboutScreen';
import { routeHead } from '../head';

export const Route = createFileRoute('/about')({
  loader: () => ({
    page: {
      title: 'About',
      description:
        'The studio behind the shop: hand-bleached clothing, original paintings and art prints, made slowly.',
      path: '/about',
    },
  }),
  head: routeHead,
  component: AboutScreen,
});
