import { createFileRoute } from '@tanstack/react-router';
import { ContactScreen } from '../components/Contact/ContactScreen';
import { routeHead } from '../head';
import contactMessages from '../i18n/messages/contact.en.json';

export const Route = createFileRoute('/contact')({
  loader: ({ context: { intl } }) => ({
    page: {
      title: intl.format(contactMessages, 'contact.pageTitle'),
      description: intl.format(contactMessages, 'contact.pageDescription'),
      path: '/contact',
    },
  }),
  head: routeHead,
  component: ContactScreen,
});
