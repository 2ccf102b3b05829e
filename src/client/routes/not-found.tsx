import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotFound } from '../components/NotFound';
import notFoundMessages from '../i18n/messages/not-found.en.json';

/** Where a missing product sends the shopper: the not-found screen, answered with 404. */
export const Route = createFileRoute('/not-found')({
  loader: () => {
    throw notFound();
  },
  head: ({ match }) => ({
    meta: [
      { title: match.context.intl.format(notFoundMessages, 'notFound.pageTitle') },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  notFoundComponent: NotFound,
  component: NotFound,
});
