import type { SearchResult } from '@shared/schemas/content';
import { useEffect, useRef } from 'react';
import { usePrice } from '../../features/use-currency';
import { useT } from '../../i18n/hooks';
import searchMessages from '../../i18n/messages/search.en.json';
import { Link, linkOptions } from '../../nav/nav';
import { Text } from '../Plain/Plain';
import { Badge } from '../Plain/PlainMarks';
import { ShopImage } from '../ShopImage/ShopImage';
import classes from './SearchDialog.module.css';

/** Where a result leads: its product or painting page. */
export function searchResultLink(result: Pick<SearchResult, 'kind' | 'id'>) {
  return result.kind === 'product'
    ? linkOptions({ to: '/product/$id', params: { id: String(result.id) } })
    : linkOptions({ to: '/paintings/$id', params: { id: String(result.id) } });
}

interface SearchResultRowProps {
  id: string;
  result: SearchResult;
  active: boolean;
  onHover: () => void;
  onOpen: () => void;
}

export function SearchResultRow({ id, result, active, onHover, onOpen }: SearchResultRowProps) {
  const { price } = usePrice();
  const t = useT(searchMessages);
  const ref = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (active) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  // The option is the link itself: an option holding a link would nest one control in another.
  return (
    <Link
      {...searchResultLink(result)}
      ref={ref}
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      className={`${classes.option} ${classes.link}`}
      data-active={active || undefined}
      onClick={onOpen}
      onMouseEnter={onHover}
    >
      <ShopImage src={result.imageUrl} alt="" width={48} height={60} className={classes.thumb} />
      <div className={classes.text}>
        <Text fw={600} truncate>
          {result.title}
        </Text>
        <Text size="sm" c="dimmed" truncate>
          {result.subtitle}
        </Text>
      </div>
      <div className={classes.meta}>
        <Text fw={600} size="sm">
          {price(result)}
        </Text>
        <Badge size="xs" variant="light" color={result.kind === 'product' ? 'gray' : 'brand'}>
          {t(result.kind === 'product' ? 'search.kindClothing' : 'search.kindArt')}
        </Badge>
      </div>
    </Link>
  );
}
