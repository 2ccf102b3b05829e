import { Pagination } from '@mantine/core';
import { useT } from '../i18n/hooks';
import pagerMessages from '../i18n/messages/pager.en.json';
import { pageCount } from '../list-page';
import { Center } from './Plain/PlainLayout';

/** The numbered pages of a list the server pages (`{ total, page, pageSize }`); nothing while it has one page. */
export function ListPagination({
  list,
  onPage,
}: {
  list: { total: number; page: number; pageSize: number } | undefined;
  onPage: (page: number) => void;
}) {
  const t = useT(pagerMessages);
  if (!list || pageCount(list) <= 1) return null;
  return (
    <Center mt={56}>
      <Pagination
        total={pageCount(list)}
        value={list.page}
        onChange={onPage}
        radius={0}
        getControlProps={(control) => ({ 'aria-label': t('pager.control', { control }) })}
      />
    </Center>
  );
}
