import { createFileRoute } from '@tanstack/react-router';
import { AboutScreen } from '../components/About/AboutScreen';
import { routeHead } from '../head';
import aboutMessages from '../i18n/messages/about.en.json';

export const Route = createFileRoute('/about')({
  loader: ({ context: { intl } }) => ({
    page: {
      title: intl.format(aboutMessages, 'about.pageTitle'),
      description: intl.format(aboutMessages, 'about.pageDescription'),
      path: '/about',
    },
  }),
  head: routeHead,
  component: AboutScreen,
});
