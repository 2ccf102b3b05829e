import {
  Alert,
  Badge,
  Button,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { photoLimitNotice, togglePick } from '../../../features/admin/photos';
import type { MediaItem } from '../../../features/admin/types';
import { useTRPC } from '../../../trpc';
import { ShopImage } from '../../ShopImage/ShopImage';
import { AdminModal } from '../shared/AdminModal';
import classes from './Media.module.css';
import { thumbnailUrl } from './media-url';
import { UploadZone } from './UploadZone';

interface OnePick {
  onPick: (url: string) => void;
  /** The URL the field holds now, marked in the grid. */
  selected?: string;
  many?: undefined;
}

interface ManyPicks {
  /** Several images, in the order clicked: at most `room`; the `taken` ones (already the item's) cannot be chosen. */
  many: { room: number; taken: readonly string[] };
  onPickMany: (urls: string[]) => void;
}

type MediaPickerModalProps = { opened: boolean; onClose: () => void } & (OnePick | ManyPicks);

/**
 * Choose an image from the library, or upload a new one and use it at once. With `many`, the owner chooses several
 * (each numbered in the order chosen; a click again unchooses it), uploads several (chosen as they arrive) and adds
 * them with one button; a pick past the room shows why it was refused.
 */
export function MediaPickerModal(props: MediaPickerModalProps) {
  const { opened, onClose } = props;
  const trpc = useTRPC();
  const media = useQuery(trpc.admin.site.media.queryOptions(undefined, { enabled: opened }));
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [notice, setNotice] = useState('');
  const needle = query.trim().toLowerCase();
  const items = (media.data ?? []).filter((item) => !needle || item.originalName.toLowerCase().includes(needle));
  const room = props.many?.room ?? 1;

  useEffect(() => {
    if (!opened) return;
    setPicked([]);
    setNotice('');
  }, [opened]);

  const choose = (url: string) => {
    if (!props.many) {
      props.onPick(url);
      onClose();
      return;
    }
    const next = togglePick(picked, url, room);
    setPicked(next.picked);
    setNotice(next.refused ? photoLimitNotice(room) : '');
  };
  const uploaded = (urls: string[]) => {
    if (!props.many) {
      if (urls[0]) choose(urls[0]);
      return;
    }
    setPicked((before) => [...before, ...urls.filter((url) => !before.includes(url))].slice(0, room));
  };
  const add = () => {
    if (!props.many || picked.length === 0) return;
    props.onPickMany(picked);
    onClose();
  };

  return (
    <AdminModal
      opened={opened}
      onClose={onClose}
      title={props.many ? 'Choose photos from library' : 'Choose from library'}
      size="xl"
    >
      <Stack gap="md">
        {props.many && (
          <Text size="sm" c="dimmed">
            Click photos in the order they should appear; click again to unselect. Room for {room} more.
          </Text>
        )}
        <UploadZone
          multiple={!!props.many}
          limit={room - (props.many ? picked.length : 0)}
          onTooMany={(skipped) => setNotice(photoLimitNotice(room, skipped))}
          compact
          onUploaded={(done) => uploaded(done.map((item) => item.url))}
        />
        {notice && (
          <Alert color="orange" variant="light">
            {notice}
          </Alert>
        )}
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
            {items.map((item) =>
              props.many ? (
                <ManyTile
                  key={item.id}
                  item={item}
                  order={picked.indexOf(item.url)}
                  taken={props.many.taken.includes(item.url)}
                  onClick={() => choose(item.url)}
                />
              ) : (
                <UnstyledButton
                  key={item.id}
                  className={classes.pickTile}
                  data-selected={props.selected === item.url || undefined}
                  aria-label={`Use ${item.originalName}`}
                  onClick={() => choose(item.url)}
                >
                  <TileFace item={item} />
                </UnstyledButton>
              ),
            )}
          </SimpleGrid>
        )}
        {props.many && (
          <Group justify="flex-end" gap="sm">
            <Text size="sm" c="dimmed" mr="auto" role="status">
              {picked.length} of {room} chosen
            </Text>
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button disabled={picked.length === 0} onClick={add}>
              {picked.length === 1 ? 'Add 1 photo' : `Add ${picked.length} photos`}
            </Button>
          </Group>
        )}
      </Stack>
    </AdminModal>
  );
}

function TileFace({ item }: { item: MediaItem }) {
  return (
    <>
      <ShopImage src={thumbnailUrl(item)} alt={item.alt || item.originalName} width={300} height={300} />
      <Text size="xs" truncate className={classes.pickName}>
        {item.originalName}
      </Text>
    </>
  );
}

/** A library image in the several-photos picker: a toggle, numbered by the order chosen; one the item has is off. */
function ManyTile(props: { item: MediaItem; order: number; taken: boolean; onClick: () => void }) {
  const { item, order, taken } = props;
  return (
    <UnstyledButton
      className={classes.pickTile}
      data-selected={order >= 0 || undefined}
      aria-pressed={order >= 0}
      aria-label={taken ? `${item.originalName} (already a photo of this item)` : item.originalName}
      disabled={taken}
      onClick={props.onClick}
    >
      <TileFace item={item} />
      {(order >= 0 || taken) && (
        <Badge className={classes.pickOrder} variant={taken ? 'default' : 'filled'} aria-hidden>
          {taken ? 'Added' : order + 1}
        </Badge>
      )}
    </UnstyledButton>
  );
}
