import { createFileRoute } from '@tanstack/react-router';
import { ContactScreen } from '../components/Contact/ContactScreen';
import { routeHead } from '../head';

export const Route = createFileRoute('/contact')({
  loader: () => ({
    page: {
      title: 'Contact',
      description: 'Questions about an order, a piece or a commission? Write to the studio.',
      path: '/contact',
    },
  }),
  head: routeHead,
  component: ContactScreen,
});
