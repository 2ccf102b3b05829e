import { useQuery } from '@tanstack/react-query';
import { isContentPage } from '../../content-pages';
import { useT } from '../../i18n/hooks';
import pagesMessages from '../../i18n/messages/pages.en.json';
import { useTRPC } from '../../trpc';
import { CenteredLoader } from '../CenteredLoader';
import { HtmlContent } from '../HtmlContent/HtmlContent';
import { LoadError } from '../LoadError';
import { PageHero } from '../PageHero/PageHero';
import { Container } from '../Plain/PlainLayout';
import classes from './ContentPage.module.css';

/** A content page (/faqs, /careers …) as the admin wrote it. */
export function ContentPageScreen({ page }: { page: string }) {
  const trpc = useTRPC();
  const t = useT(pagesMessages);
  const slug = isContentPage(page) ? page : 'faqs';
  const { data, isPending, isError } = useQuery(trpc.content.page.queryOptions({ slug }));
  const title = data?.title ?? t(`pages.title.${slug}`);
  return (
    <>
      <PageHero variant="compact" eyebrow={t('pages.helpEyebrow')} title={title} />
      <Container size="sm" className={classes.body}>
        {isPending ? (
          <CenteredLoader py={64} />
        ) : isError ? (
          <LoadError py={0}>{t('pages.loadFailed')}</LoadError>
        ) : (
          <HtmlContent content={data.contentHtml} />
        )}
      </Container>
    </>
  );
}
