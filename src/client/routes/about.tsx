import { createFileRoute } from '@tanstack/react-router';
import { AboutScreen } from '../components/About/AboutScreen';
import { routeHead } from '../head';

export const Route = createFileRoute('/about')({
  loader: async ({ context: { intl } }) => {
    // The area's messages come with the screen's chunk, not with the route configs of every first load.
    const { default: aboutMessages } = await import('../i18n/messages/about.en.json');
    return {
      page: {
        title: intl.format(aboutMessages, 'about.pageTitle'),
        description: intl.format(aboutMessages, 'about.pageDescription'),
        path: '/about',
      },
    };
  },
  head: routeHead,
  component: AboutScreen,
});
