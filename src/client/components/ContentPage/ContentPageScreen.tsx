import { Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CONTENT_PAGE_TITLES, isContentPage } from '../../content-pages';
import { useTRPC } from '../../trpc';
import { CenteredLoader } from '../CenteredLoader';
import { HtmlContent } from '../HtmlContent/HtmlContent';
import { LoadError } from '../LoadError';
import { PageHero } from '../PageHero/PageHero';
import classes from './ContentPage.module.css';

/** A content page (/faqs, /careers …) as the admin wrote it. */
export function ContentPageScreen({ page }: { page: string }) {
  const trpc = useTRPC();
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
