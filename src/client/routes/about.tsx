import { createFileRoute } from '@tanstack/react-router';
import { AboutScreen } from '../components/About/AboutScreen';
import { messagesPage, routeHead } from '../head';

export const Route = createFileRoute('/about')({
  loader: ({ context: { intl } }) =>
    messagesPage(
      intl,
      import('../i18n/messages/about.en.json'),
      { title: 'about.pageTitle', description: 'about.pageDescription' },
      '/about',
    ),
  head: routeHead,
  component: AboutScreen,
});
