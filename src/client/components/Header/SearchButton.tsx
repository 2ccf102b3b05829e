import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useReturnFocus } from '../../features/focus-return';
import { useT } from '../../i18n/hooks';
import searchMessages from '../../i18n/messages/search.en.json';
import { useHydrating } from '../HydrationGate/HydrationGate';
import { Button } from '../Plain/PlainButton';
import { ActionIcon } from '../Plain/PlainMarks';

/** The dialog's code loads when it is first opened, keeping it out of the first page load. */
const SearchDialog = lazy(() => import('./SearchDialog').then((module) => ({ default: module.SearchDialog })));

/** The header's search icon (or, with a `label`, a labelled button, as on the 404 screen) opening the search. */
export function SearchButton({ label }: { label?: string } = {}) {
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState(false);
  useReturnFocus(opened);
  const t = useT(searchMessages);
  // Also outside the header's gate (the 404 screen's labelled button).
  const hydrating = useHydrating();
  const open = () => {
    setRequested(true);
    setOpened(true);
  };
  return (
    <>
      {label ? (
        <Button
          variant="default"
          radius={0}
          leftSection={<IconSearch size={18} aria-hidden />}
          disabled={hydrating}
          onClick={open}
        >
          {label}
        </Button>
      ) : (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('search.open')}
          disabled={hydrating}
          onClick={open}
        >
          <IconSearch size={20} aria-hidden />
        </ActionIcon>
      )}
      {requested && (
        <Suspense fallback={null}>
          <SearchDialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
