import { createFileRoute } from '@tanstack/react-router';
import { ArchiveScreen } from '../components/Paintings/ArchiveScreen';
import { loadPaintingsPage } from '../components/Paintings/load-paintings-page';
import { parseArchiveSearch } from '../components/Paintings/paintings-query';
import { routeHead } from '../head';

/**
 * /paintings/archive (issue 43, item 3): the artist's body of work gone to collectors, sold originals and sold-out
 * editions, newest first, each card linking to its painting page; server-rendered in English and French.
 */
export const Route = createFileRoute('/paintings/archive')({
  validateSearch: parseArchiveSearch,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: async ({ context, deps }) => {
    const { intl } = context;
    await loadPaintingsPage(context, 'archive', deps.page);
    const { default: paintingPageMessages } = await import('../i18n/messages/painting-page.en.json');
    const title = intl.format(paintingPageMessages, 'paintingPage.archive.title');
    return {
      page: {
        title,
        description: intl.format(paintingPageMessages, 'paintingPage.archive.description'),
        path: '/paintings/archive',
        breadcrumbs: [
          { name: intl.format(paintingPageMessages, 'paintingPage.pageTitle'), path: '/paintings' },
          { name: title, path: '/paintings/archive' },
        ],
      },
    };
  },
  head: routeHead,
  component: ArchiveScreen,
});
