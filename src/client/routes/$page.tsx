import { Center, Container, Loader, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import classes from '../components/ContentPage/ContentPage.module.css';
import { HtmlContent } from '../components/HtmlContent/HtmlContent';
import { CONTENT_PAGE_TITLES, isContentPage } from '../content-pages';
import { trpc } from '../trpc';

/** The footer's content pages (/faqs, /careers …), written in the admin; any other top-level slug is not found. */
export const Route = createFileRoute('/$page')({
  beforeLoad: ({ params }) => {
    if (!isContentPage(params.page)) throw notFound();
  },
  loader: ({ context: { queryClient }, params }) => {
    if (isContentPage(params.page))
      void queryClient.prefetchQuery(trpc.content.page.queryOptions({ slug: params.page }));
  },
  component: ContentPageScreen,
});

function ContentPageScreen() {
  const { page } = Route.useParams();
  const slug = isContentPage(page) ? page : 'faqs';
  const { data, isPending, isError } = useQuery(trpc.content.page.queryOptions({ slug }));
  const title = data?.title ?? CONTENT_PAGE_TITLES[slug];
  return (
    <>
      <div className={classes.hero}>
        <Container size="md">
          <Text className={classes.eyebrow}>Help &amp; Information</Text>
          <Title order={1} className={classes.title}>
            {title}
          </Title>
        </Container>
      </div>
      <Container size="sm" className={classes.body}>
        {isPending ? (
          <Center py={64} role="status" aria-label="Loading">
            <Loader />
          </Center>
        ) : isError ? (
          <Text role="alert" c="red.7" ta="center">
            This page could not be loaded. Please try again.
          </Text>
        ) : (
          <HtmlContent content={data.contentHtml} />
        )}
      </Container>
    </>
  );
}
