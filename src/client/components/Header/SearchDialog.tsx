import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Loader, Modal, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { SearchResult } from '@shared/schemas/content';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useT } from '../../i18n/hooks';
import searchMessages from '../../i18n/messages/search.en.json';
import { useNavigate } from '../../nav/nav';
import { useTRPC } from '../../trpc';
import { Text } from '../Plain/Plain';
import { Center } from '../Plain/PlainLayout';
import { AnchorLink } from '../RouterLinks';
import classes from './SearchDialog.module.css';
import { SearchResultRow, searchResultLink } from './SearchResultRow';

/** Results follow the typing after this pause. */
const DEBOUNCE_MS = 150;

interface SearchDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** Search over products and paintings with results as you type; arrows pick a result, Enter opens it. */
export function SearchDialog({ opened, onClose }: SearchDialogProps) {
  const trpc = useTRPC();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), DEBOUNCE_MS);
  const [active, setActive] = useState(0);
  const navigate = useNavigate();
  const listId = useId();
  const t = useT(searchMessages);
  const search = useQuery(
    trpc.content.search.queryOptions(
      { q: debounced },
      { enabled: debounced !== '', placeholderData: keepPreviousData, staleTime: 30_000 },
    ),
  );
  const results: SearchResult[] = debounced === '' ? [] : (search.data ?? []);

  // A new list of results starts at its first entry.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the answer changes
  useEffect(() => {
    setActive(0);
  }, [search.data, debounced]);

  const close = () => {
    setQuery('');
    onClose();
  };

  const open = (result: SearchResult) => {
    close();
    void navigate(searchResultLink(result));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (results.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => (index + 1) % results.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (index - 1 + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const result = results[active];
      if (result) open(result);
    }
  };

  const activeResult = results[active];
  const optionId = (result: SearchResult) => `${listId}-${result.kind}-${result.id}`;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('search.title')}
      size="lg"
      yOffset="8vh"
      // SearchButton gives focus back to itself (useReturnFocus).
      returnFocus={false}
      classNames={{ title: classes.modalTitle, body: classes.body }}
    >
      <TextInput
        data-autofocus
        role="combobox"
        aria-label={t('search.inputLabel')}
        aria-expanded={results.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeResult ? optionId(activeResult) : undefined}
        placeholder={t('search.placeholder')}
        size="md"
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSection={search.isFetching ? <Loader size="xs" /> : null}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <div className={classes.results} aria-live="polite">
        {debounced === '' ? (
          <Text c="dimmed" size="sm" ta="center" py="xl">
            {t('search.prompt')}
          </Text>
        ) : search.isError ? (
          <Text c="red" size="sm" ta="center" py="xl">
            {t('search.unavailable')}
          </Text>
        ) : search.isPending ? (
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        ) : results.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="xl">
            {t('search.noResults', { query: debounced })}
          </Text>
        ) : (
          <div id={listId} role="listbox" aria-label={t('search.results')} className={classes.list}>
            {results.map((result, index) => (
              <SearchResultRow
                key={optionId(result)}
                id={optionId(result)}
                result={result}
                active={index === active}
                onHover={() => setActive(index)}
                onOpen={close}
              />
            ))}
          </div>
        )}
      </div>
      {debounced !== '' && (
        <AnchorLink to="/search" search={{ q: debounced }} onClick={close} className={classes.seeAll}>
          {t('search.seeAll')}
        </AnchorLink>
      )}
    </Modal>
  );
}
