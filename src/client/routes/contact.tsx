import { createFileRoute } from '@tanstack/react-router';
import { ContactScreen } from '../components/Contact/ContactScreen';
import { routeHead } from '../head';

export const Route = createFileRoute('/contact')({
  loader: async ({ context: { intl } }) => {
    // The area's messages come with the screen's chunk, not with the route configs of every first load.
    const { default: contactMessages } = await import('../i18n/messages/contact.en.json');
    return {
      page: {
        title: intl.format(contactMessages, 'contact.pageTitle'),
        description: intl.format(contactMessages, 'contact.pageDescription'),
        path: '/contact',
      },
    };
  },
  head: routeHead,
  component: ContactScreen,
});
