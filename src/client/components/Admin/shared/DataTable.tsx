import {
  Alert,
  Button,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconAlertCircle, IconChevronDown, IconChevronUp, IconSearch, IconSelector } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import classes from './DataTable.module.css';
import { useSearchBox } from './use-search-box';

export interface Column<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: T) => string | number;
  align?: 'left' | 'right' | 'center';
  /** Hidden header text (actions, thumbnails). */
  hiddenHeader?: boolean;
}

interface DataTableProps<T> {
  label: string;
  rows: readonly T[] | undefined;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  /** The text a row is searched by; no search box without it. */
  searchText?: (row: T) => string;
  searchPlaceholder?: string;
  emptyText: string;
  isLoading: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** The row as a card on small screens. */
  renderCard: (row: T) => ReactNode;
  /** Buttons beside the search box (Add …). */
  actions?: ReactNode;
  initialSort?: { key: string; direction: 'asc' | 'desc' };
  /**
   * A fixed height (px) for the table's rows, which then scroll under a sticky header (the inventory lists: 400);
   * the cards on a phone keep to the page's flow.
   */
  listHeight?: number;
  /** The rows are one page the server searched, sorted and paged: the table only asks for others. */
  paging?: ServerPaging;
  /**
   * Opens a row: a click (or tap) anywhere on its row or card does what its own link or button does (which stays
   * the way by keyboard); a click on another control in it does that control's thing only.
   */
  onOpen?: (row: T) => void;
}

/** A row's click handler that opens it unless the click was on a control of its own (none without `onOpen`). */
function opener<T>(onOpen: ((row: T) => void) | undefined, row: T) {
  if (!onOpen) return undefined;
  return (event: { target: EventTarget | null }) => {
    if (!onControl(event)) onOpen(row);
  };
}

/** Whether a click landed on a control of its own (a button, link, field) inside a row, not on the row itself. */
function onControl(event: { target: EventTarget | null }): boolean {
  return event.target instanceof Element && event.target.closest('a, button, input, select, textarea, label') !== null;
}

/** A list paged by the server: where it is, and how to ask for another page, sort or search. */
export interface ServerPaging {
  total: number;
  page: number;
  pageSize: number;
  /** The column keys the server sorts by. */
  sorts: readonly string[];
  sort: { key: string; direction: 'asc' | 'desc' };
  onSort: (key: string) => void;
  onPage: (page: number) => void;
  /** The search the rows answer (the URL's), and how to ask for another (debounced); no box without it. */
  search: string;
  onSearch?: (q: string) => void;
  /** The next page is loading; the rows shown are still the previous page's. */
  fetching: boolean;
  /** 'product' → '12 products'. */
  noun: string;
}

function PageFooter({ paging }: { paging: ServerPaging }) {
  const pages = Math.max(1, Math.ceil(paging.total / paging.pageSize));
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed">
        {paging.total} {paging.total === 1 ? paging.noun : `${paging.noun}s`}
      </Text>
      {pages > 1 && (
        <Pagination total={pages} value={Math.min(paging.page, pages)} onChange={paging.onPage} size="sm" />
      )}
    </Group>
  );
}

type Sort = { key: string; direction: 'asc' | 'desc' } | null;

function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { sensitivity: 'base', numeric: true });
}

/** An admin list: search, sortable headers, a table on wide screens and cards on small ones, every state shown. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { label, rows, columns, rowKey, searchText, emptyText, isLoading, error, onRetry, renderCard } = props;
  const server = props.paging;
  const [query, setQuery] = useSearchBox(server?.search ?? '', server?.onSearch);
  const [localSort, setSort] = useState<Sort>(props.initialSort ?? null);
  const sort = server ? server.sort : localSort;

  const shown = useMemo(() => {
    if (server) return rows ?? [];
    const needle = query.trim().toLowerCase();
    const found = (rows ?? []).filter(
      (row) => !needle || !searchText || searchText(row).toLowerCase().includes(needle),
    );
    const column = sort && columns.find((c) => c.key === sort.key);
    if (!sort || !column?.sortValue) return found;
    const value = column.sortValue;
    const sign = sort.direction === 'asc' ? 1 : -1;
    return [...found].sort((a, b) => sign * compare(value(a), value(b)));
  }, [rows, query, sort, columns, searchText, server]);

  const sortable = (column: Column<T>) => (server ? server.sorts.includes(column.key) : Boolean(column.sortValue));
  const toggleSort = (key: string) =>
    server
      ? server.onSort(key)
      : setSort((current) =>
          current?.key === key
            ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
            : { key, direction: 'asc' },
        );

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        {searchText || server?.onSearch ? (
          <TextInput
            className={classes.search}
            placeholder={props.searchPlaceholder ?? 'Search'}
            aria-label={props.searchPlaceholder ?? 'Search'}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
        ) : (
          <span />
        )}
        {props.actions && <Group gap="sm">{props.actions}</Group>}
      </Group>

      {error ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} title="Could not load">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{error}</Text>
            {onRetry && (
              <Button size="xs" variant="light" color="red" onClick={onRetry}>
                Try again
              </Button>
            )}
          </Group>
        </Alert>
      ) : isLoading ? (
        <Stack gap="xs" role="status" aria-label={`Loading ${label}`}>
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} height={56} radius="sm" />
          ))}
        </Stack>
      ) : shown.length === 0 ? (
        <Paper withBorder p="xl" radius="md" className={classes.empty}>
          <Text c="dimmed" ta="center">
            {server?.search
              ? `Nothing matches "${server.search}".`
              : query.trim() && rows && rows.length > 0
                ? `Nothing matches "${query.trim()}".`
                : emptyText}
          </Text>
        </Paper>
      ) : (
        <>
          <Paper
            withBorder
            radius="md"
            visibleFrom="sm"
            className={classes.tableWrap}
            aria-busy={server?.fetching || undefined}
            opacity={server?.fetching ? 0.6 : undefined}
          >
            <Table.ScrollContainer minWidth={720} type="native" h={props.listHeight} maxHeight={props.listHeight}>
              <Table
                verticalSpacing="sm"
                horizontalSpacing="md"
                highlightOnHover
                stickyHeader={props.listHeight !== undefined}
                aria-label={label}
              >
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((column) => (
                      <Table.Th
                        key={column.key}
                        ta={column.align}
                        aria-sort={
                          sort?.key === column.key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined
                        }
                      >
                        {column.hiddenHeader ? (
                          <span className={classes.visuallyHidden}>{column.header}</span>
                        ) : sortable(column) ? (
                          <UnstyledButton className={classes.sortButton} onClick={() => toggleSort(column.key)}>
                            {column.header}
                            {sort?.key !== column.key ? (
                              <IconSelector size={14} aria-hidden />
                            ) : sort.direction === 'asc' ? (
                              <IconChevronUp size={14} aria-hidden />
                            ) : (
                              <IconChevronDown size={14} aria-hidden />
                            )}
                          </UnstyledButton>
                        ) : (
                          column.header
                        )}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.map((row) => (
                    <Table.Tr
                      key={rowKey(row)}
                      className={props.onOpen ? classes.openable : undefined}
                      onClick={opener(props.onOpen, row)}
                    >
                      {columns.map((column) => (
                        <Table.Td key={column.key} ta={column.align}>
                          {column.render(row)}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
          {/* A phone: the cards in the page's own flow (one scroll), never a box of listHeight scrolling inside it. */}
          <Stack gap="sm" hiddenFrom="sm" aria-label={label}>
            {shown.map((row) => (
              <Paper
                key={rowKey(row)}
                withBorder
                radius="md"
                p="sm"
                className={props.onOpen ? classes.openable : undefined}
                onClick={opener(props.onOpen, row)}
              >
                {renderCard(row)}
              </Paper>
            ))}
          </Stack>
          {server && <PageFooter paging={server} />}
        </>
      )}
    </Stack>
  );
}
