import { Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { CenteredLoader } from '../components/CenteredLoader';
import classes from '../components/ContentPage/ContentPage.module.css';
import { HtmlContent } from '../components/HtmlContent/HtmlContent';
import { LoadError } from '../components/LoadError';
import { PageHero } from '../components/PageHero/PageHero';
import { CONTENT_PAGE_TITLES, isContentPage } from '../content-pages';
import { routeHead } from '../head';
import { trpc } from '../trpc';

/** The footer's content pages (/faqs, /careers …), written in the admin; any other top-level slug is not found. */
export const Route = createFileRoute('/$page')({
  beforeLoad: ({ params }) => {
    if (!isContentPage(params.page)) throw notFound();
  },
  loader: async ({ context: { queryClient, trpc }, params }) => {
    const slug = isContentPage(params.page) ? params.page : 'faqs';
    const page = await queryClient.ensureQueryData(trpc.content.page.queryOptions({ slug })).catch(() => null);
    const title = page?.title ?? CONTENT_PAGE_TITLES[slug];
    return { page: { title, description: page?.contentHtml ?? title, path: `/${slug}` } };
  },
  head: routeHead,
  component: ContentPageScreen,
});

function ContentPageScreen() {
  const { page } = Route.useParams();
  const slug = isContentPage(page) ? page : 'faqs';
  const { data, isPending, isError } = useQuery(trpc.content.page.queryOptions({ slug }));
  const title = data?.title ?? CONTENT_PAGE_TITLES[slug];
  return (
    <>
      <PageHero variant="compact" eyebrow="Help & Information" title={title} />
      <Container size="sm" className={classes.body}>
        {isPending ? (
          <CenteredLoader py={64} />
        ) : isError ? (
          <LoadError py={0}>This page could not be loaded. Please try again.</LoadError>
        ) : (
          <HtmlContent content={data.contentHtml} />
        )}
      </Container>
    </>
  );
}
