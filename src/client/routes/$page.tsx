import { createFileRoute, notFound } from '@tanstack/react-router';
import { ContentPageScreen } from '../components/ContentPage/ContentPageScreen';
import { isContentPage } from '../content-pages';
import { routeHead } from '../head';
import pagesMessages from '../i18n/messages/pages.en.json';

/** The footer's content pages (/faqs, /careers …), written in the admin; any other top-level slug is not found. */
export const Route = createFileRoute('/$page')({
  beforeLoad: ({ params }) => {
    if (!isContentPage(params.page)) throw notFound();
  },
  loader: async ({ context: { queryClient, trpc, intl }, params }) => {
    const slug = isContentPage(params.page) ? params.page : 'faqs';
    const page = await queryClient.ensureQueryData(trpc.content.page.queryOptions({ slug })).catch(() => null);
    const title = page?.title ?? intl.format(pagesMessages, `pages.title.${slug}`);
    return { page: { title, description: page?.contentHtml ?? title, path: `/${slug}` } };
  },
  head: routeHead,
  component: ContentPageRoute,
});

function ContentPageRoute() {
  const { page } = Route.useParams();
  return <ContentPageScreen page={page} />;
}
