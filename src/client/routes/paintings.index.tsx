import { createFileRoute } from '@tanstack/react-router';
import { loadPaintingsPage } from '../components/Paintings/load-paintings-page';
import { PaintingsScreen } from '../components/Paintings/PaintingsScreen';
import { type PaintingTab, parsePaintingsSearch } from '../components/Paintings/paintings-query';
import { routeHead } from '../head';

export const Route = createFileRoute('/paintings/')({
  validateSearch: parsePaintingsSearch,
  loaderDeps: ({ search }) => ({ tab: (search.tab ?? 'all') as PaintingTab, page: search.page }),
  /** The open tab's page of paintings before the page renders. */
  loader: async ({ context, deps }) => {
    const { intl } = context;
    await loadPaintingsPage(context, deps.tab, deps.page);
    // The area's messages come with the screen's chunk, not with the route configs of every first load.
    const { default: paintingPageMessages } = await import('../i18n/messages/painting-page.en.json');
    const title = intl.format(paintingPageMessages, 'paintingPage.pageTitle');
    return {
      page: {
        title,
        description: intl.format(paintingPageMessages, 'paintingPage.pageDescription'),
        path: '/paintings',
        breadcrumbs: [{ name: title, path: '/paintings' }],
      },
    };
  },
  head: routeHead,
  component: PaintingsScreen,
});
