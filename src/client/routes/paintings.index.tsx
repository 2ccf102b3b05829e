import { createFileRoute } from '@tanstack/react-router';
import { PaintingsScreen } from '../components/Paintings/PaintingsScreen';
import { type PaintingTab, paintingsQuery, parsePaintingsSearch } from '../components/Paintings/paintings-query';
import { ensureImageSets } from '../features/images';
import { routeHead } from '../head';

export const Route = createFileRoute('/paintings/')({
  validateSearch: parsePaintingsSearch,
  loaderDeps: ({ search }) => ({ tab: (search.tab ?? 'all') as PaintingTab, page: search.page }),
  /** The open tab's page of paintings before the page renders. */
  loader: async ({ context: { queryClient, trpc, trpcClient, intl }, deps }) => {
    const page = await queryClient.ensureQueryData(paintingsQuery(trpc, deps.tab, deps.page)).catch(() => undefined);
    // A card draws the preview, else the image (`PaintingCard`).
    const pictures = page?.items.map((painting) => painting.preview_image_url || painting.image_url) ?? [];
    await ensureImageSets(queryClient, trpcClient, pictures);
    // The area's messages come with the screen's chunk, not with the route configs of every first load.
    const { default: paintingMessages } = await import('../i18n/messages/painting.en.json');
    const title = intl.format(paintingMessages, 'painting.pageTitle');
    return {
      page: {
        title,
        description: intl.format(paintingMessages, 'painting.pageDescription'),
        path: '/paintings',
        breadcrumbs: [{ name: title, path: '/paintings' }],
      },
    };
  },
  head: routeHead,
  component: PaintingsRoute,
});

function PaintingsRoute() {
  const { tab = 'all', page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PaintingsScreen
      tab={tab}
      page={page}
      onTab={(next) => void navigate({ search: next === 'all' ? {} : { tab: next }, resetScroll: false })}
      onPage={(next) => void navigate({ search: parsePaintingsSearch({ tab, page: next }), resetScroll: false })}
    />
  );
}
