import { createFileRoute } from '@tanstack/react-router';
import { ContactScreen } from '../components/Contact/ContactScreen';
import { messagesPage, routeHead } from '../head';

export const Route = createFileRoute('/contact')({
  loader: ({ context: { intl } }) =>
    messagesPage(
      intl,
      import('../i18n/messages/contact.en.json'),
      { title: 'contact.pageTitle', description: 'contact.pageDescription' },
      '/contact',
    ),
  head: routeHead,
  component: ContactScreen,
});
