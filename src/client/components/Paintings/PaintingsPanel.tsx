import { IconPalette } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { pageCount } from '../../category-filters';
import { useT } from '../../i18n/hooks';
import paintingMessages from '../../i18n/messages/painting.en.json';
import { lazyPart } from '../../lazy-part';
import { useTRPC } from '../../trpc';
import { CenteredLoader } from '../CenteredLoader';
import { LoadError } from '../LoadError';
import { PaintingCard } from '../PaintingCard/PaintingCard';
import { Text } from '../Plain/Plain';
import { CardGrid, cardGridSizes } from '../ShopCard/CardGrid';
import classes from './Paintings.module.css';
import { type PaintingTab, paintingsQuery } from './paintings-query';

const COLS = { base: 1, xs: 2, md: 3, lg: 4 };

/** The numbered pages (Mantine's Pagination): its own file, fetched only by a list of more than one page. */
const ListPagination = lazyPart(() => import('../ListPagination').then((module) => module.ListPagination));
const SIZES = cardGridSizes(COLS);

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
  const t = useT(paintingMessages);
  return (
    <>
      <Text className={classes.tabDescription}>{description}</Text>
      {isPending ? (
        <CenteredLoader label={t('painting.loading')} py={80} />
      ) : isError && !paintings ? (
        <LoadError>{t('painting.error')}</LoadError>
      ) : !paintings || paintings.length === 0 ? (
        <div className={classes.empty}>
          <IconPalette size={44} stroke={1.2} aria-hidden />
          <Text mt="sm">{t('painting.empty')}</Text>
        </div>
      ) : (
        <div aria-busy={isPlaceholderData}>
          <CardGrid cols={COLS} verticalSpacing={48}>
            {paintings.map((painting, index) => (
              <PaintingCard key={painting.id} painting={painting} priority={index === 0} sizes={SIZES} />
            ))}
          </CardGrid>
          {pageCount(data) > 1 && <ListPagination list={data} onPage={onPage} />}
        </div>
      )}
    </>
  );
}
