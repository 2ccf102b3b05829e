import { ActionIcon } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

/** The dialog's code loads when it is first opened, keeping it out of the first page load. */
const SearchDialog = lazy(() => import('./SearchDialog').then((module) => ({ default: module.SearchDialog })));

/** The header's search icon; the search over products and paintings arrives with the catalogue. */
export function SearchButton() {
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState(false);
  const open = () => {
    setRequested(true);
    setOpened(true);
  };
  return (
    <>
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Search" onClick={open}>
        <IconSearch size={20} aria-hidden />
      </ActionIcon>
      {requested && (
        <Suspense fallback={null}>
          <SearchDialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
