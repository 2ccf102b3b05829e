// The pages' look is the page's (the server draws them before their code has come), not their file's.
import '@mantine/core/styles/Pagination.layer.css';
import { IconPalette } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n/hooks';
import paintingPageMessages from '../../i18n/messages/painting-page.en.json';
import { Kept } from '../../islands/Kept';
import { lazyPart } from '../../lazy-part';
import { pageCount } from '../../list-page';
import { useTRPC } from '../../trpc';
import { CenteredLoader } from '../CenteredLoader';
import { LoadError } from '../LoadError';
import { Text } from '../Plain/Plain';
import classes from './Paintings.module.css';
import { type PaintingTab, paintingsQuery } from './paintings-query';

/** The numbered pages (Mantine's Pagination): its own file, fetched only by a list of more than one page. */
const ListPagination = lazyPart(() => import('../ListPagination').then((module) => module.ListPagination));

/** The cards: their code comes when the gallery shows other paintings than the server's (`Kept`). */
const PaintingGrid = lazyPart(() => import('./PaintingGrid').then((module) => module.PaintingGrid));

/**
 * One tab's gallery: its description line, then a page of cards (kept current by polling) and the pages, or the
 * empty text.
 */
export function PaintingsPanel({
  list,
  description,
  page,
  onPage,
}: {
  list: PaintingTab | 'archive';
  description: string;
  page?: number;
  onPage: (page: number) => void;
}) {
  const { data, isPending, isError, isPlaceholderData } = useQuery(paintingsQuery(useTRPC(), list, page));
  const paintings = data?.items;
  const t = useT(paintingPageMessages);
  return (
    <>
      <Text className={classes.tabDescription}>{description}</Text>
      {isPending ? (
        <CenteredLoader label={t('paintingPage.loading')} py={80} />
      ) : isError && !paintings ? (
        <LoadError>{t('paintingPage.error')}</LoadError>
      ) : !paintings || paintings.length === 0 ? (
        <div className={classes.empty}>
          <IconPalette size={44} stroke={1.2} aria-hidden />
          <Text mt="sm">{t('paintingPage.empty')}</Text>
        </div>
      ) : (
        <div aria-busy={isPlaceholderData}>
          <Kept name="grid" value={data}>
            <PaintingGrid paintings={paintings} />
          </Kept>
          {pageCount(data) > 1 && <ListPagination list={data} onPage={onPage} />}
        </div>
      )}
    </>
  );
}
