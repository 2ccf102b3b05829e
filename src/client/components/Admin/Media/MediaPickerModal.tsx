import { Alert, SimpleGrid, Skeleton, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../trpc';
import { ShopImage } from '../../ShopImage/ShopImage';
import { AdminModal } from '../shared/AdminModal';
import classes from './Media.module.css';
import { thumbnailUrl } from './media-url';
import { UploadZone } from './UploadZone';

interface MediaPickerModalProps {
  opened: boolean;
  onClose: () => void;
  onPick: (url: string) => void;
  /** The URL the field holds now, marked in the grid. */
  selected?: string;
}

/** Choose an image from the library, or upload a new one and use it at once. */
export function MediaPickerModal({ opened, onClose, onPick, selected }: MediaPickerModalProps) {
  const trpc = useTRPC();
  const media = useQuery(trpc.admin.site.media.queryOptions(undefined, { enabled: opened }));
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const items = (media.data ?? []).filter((item) => !needle || item.originalName.toLowerCase().includes(needle));

  const pick = (url: string) => {
    onPick(url);
    onClose();
  };

  return (
    <AdminModal opened={opened} onClose={onClose} title="Choose from library" size="xl">
      <Stack gap="md">
        <UploadZone multiple={false} compact onUploaded={(uploaded) => uploaded[0] && pick(uploaded[0].url)} />
        <TextInput
          placeholder="Search images"
          aria-label="Search images"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        {media.isError ? (
          <Alert color="red" variant="light">
            Could not load the library.
          </Alert>
        ) : media.isPending ? (
          <SimpleGrid cols={{ base: 2, sm: 4 }} role="status" aria-label="Loading images">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={140} radius="md" />
            ))}
          </SimpleGrid>
        ) : items.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {needle ? 'No images match your search.' : 'The library is empty: upload an image above.'}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {items.map((item) => (
              <UnstyledButton
                key={item.id}
                className={classes.pickTile}
                data-selected={selected === item.url || undefined}
                aria-label={`Use ${item.originalName}`}
                onClick={() => pick(item.url)}
              >
                <ShopImage src={thumbnailUrl(item)} alt={item.alt || item.originalName} width={300} height={300} />
                <Text size="xs" truncate className={classes.pickName}>
                  {item.originalName}
                </Text>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </AdminModal>
  );
}
