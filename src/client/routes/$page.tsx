import { createFileRoute, notFound } from '@tanstack/react-router';
import { PagePlaceholder } from '../components/PagePlaceholder';
import { CONTENT_PAGE_TITLES, isContentPage } from '../content-pages';

/** The footer's content pages (/faqs, /careers …); any other top-level slug is not found. */
export const Route = createFileRoute('/$page')({
  beforeLoad: ({ params }) => {
    if (!isContentPage(params.page)) throw notFound();
  },
  component: ContentPageScreen,
});

function ContentPageScreen() {
  const { page } = Route.useParams();
  const title = isContentPage(page) ? CONTENT_PAGE_TITLES[page] : page;
  return <PagePlaceholder title={title}>Content coming soon.</PagePlaceholder>;
}
