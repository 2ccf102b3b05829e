import { createFileRoute } from '@tanstack/react-router';
import { parsePage } from '../category-filters';
import { ArchiveScreen } from '../components/Paintings/ArchiveScreen';
import { loadPaintingsPage } from '../components/Paintings/paintings-query';
import { routeHead } from '../head';

/**
 * /paintings/archive (issue 43, item 3): the artist's body of work gone to collectors, sold originals and sold-out
 * editions, newest first, each card linking to its painting page; server-rendered in English and French.
 */
export const Route = createFileRoute('/paintings/archive')({
  validateSearch: (raw: Record<string, unknown>): { page?: number } => {
    const page = parsePage(raw.page);
    return page === undefined ? {} : { page };
  },
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: async ({ context, deps }) => {
    const { intl } = context;
    await loadPaintingsPage(context, 'archive', deps.page);
    const { default: paintingMessages } = await import('../i18n/messages/painting.en.json');
    const title = intl.format(paintingMessages, 'painting.archive.title');
    return {
      page: {
        title,
        description: intl.format(paintingMessages, 'painting.archive.description'),
        path: '/paintings/archive',
        breadcrumbs: [
          { name: intl.format(paintingMessages, 'painting.pageTitle'), path: '/paintings' },
          { name: title, path: '/paintings/archive' },
        ],
      },
    };
  },
  head: routeHead,
  component: ArchiveRoute,
});

function ArchiveRoute() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ArchiveScreen page={page} onPage={(next) => void navigate({ search: { page: next }, resetScroll: false })} />;
}
