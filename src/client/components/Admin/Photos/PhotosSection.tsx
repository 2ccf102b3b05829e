import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  ColorInput,
  Fieldset,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { MAX_ITEM_IMAGES } from '@shared/schemas/admin-catalogue';
import type { ItemImage } from '@shared/schemas/catalogue';
import { IconArrowLeft, IconArrowRight, IconPhotoSearch, IconTrash } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { addPhotos, movedAnnouncement, photoLimitNotice, photoRoom } from '../../../features/admin/photos';
import { UploadZone } from '../Media/UploadZone';
import reorder from '../shared/Reorder.module.css';
import { Thumb } from '../shared/Thumb';
import { moveWithin, useReorder } from '../shared/use-reorder';
import classes from './Photos.module.css';

const MediaPickerModal = lazy(() =>
  import('../Media/MediaPickerModal').then((module) => ({ default: module.MediaPickerModal })),
);

interface PhotosSectionProps {
  /** The item's name: a new photo's alt text starts as '<name> — photo 2'. */
  itemName: string;
  photos: ItemImage[];
  onChange: (photos: ItemImage[]) => void;
  /** The form's error for a photo's field ('alt'), by index. */
  errorOf?: (index: number, field: 'alt' | 'color') => ReactNode;
  /** A product's colours: each photo may show one, and each colour may have the owner's swatch colour. */
  colors?: string[];
  swatches?: Record<string, string>;
  onSwatchesChange?: (swatches: Record<string, string>) => void;
}

/**
 * An item's photos (issue 38): added from the library or uploaded several at once, shown in order (the first is
 * the cover), reordered by dragging or with each photo's Move left / Move right buttons (focus stays on the moved
 * photo's button), each move announced; each photo has its alt text (required) and, for a product, its colour.
 */
export function PhotosSection(props: PhotosSectionProps) {
  const { itemName, photos, onChange, errorOf, colors } = props;
  const [picking, setPicking] = useState(false);
  const [requested, setRequested] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [limitNotice, setLimitNotice] = useState('');
  const room = photoRoom(photos.length);
  // An upload ends renders after it began: it adds to the photos as they are then (alt texts typed meanwhile kept).
  const latest = useRef(photos);
  latest.current = photos;

  const add = (urls: string[]) => {
    const before = latest.current;
    const next = addPhotos(before, urls, itemName);
    onChange(next);
    const added = next.length - before.length;
    if (added > 0) setAnnouncement(added === 1 ? '1 photo added.' : `${added} photos added.`);
  };
  const { list, move, dragProps } = useReorder(photos.length, (from, to) => {
    onChange(moveWithin(photos, from, to));
    setAnnouncement(movedAnnouncement(to, photos.length));
  });
  const update = (index: number, change: Partial<ItemImage>) =>
    onChange(photos.map((p, i) => (i === index ? { ...p, ...change } : p)));
  const remove = (index: number) => {
    onChange(photos.filter((_, i) => i !== index));
    setLimitNotice('');
    setAnnouncement(`Photo ${index + 1} removed.`);
  };
  return (
    <Fieldset legend="Photos" variant="unstyled">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          The first photo is the cover. Up to {MAX_ITEM_IMAGES} photos, each with alt text saying what it shows. Drag to
          reorder, or use Move left and Move right.
        </Text>
        {photos.length > 0 && (
          <ol className={classes.list} ref={list} aria-label="Photos, in order">
            {photos.map((photo, index) => (
              <li
                key={photo.url}
                className={reorder.entry}
                aria-label={`Photo ${index + 1} of ${photos.length}${index === 0 ? ', cover' : ''}`}
                {...dragProps(index)}
              >
                <Stack gap={6}>
                  <Group justify="space-between" wrap="nowrap">
                    <Thumb src={photo.url} alt="" size={72} />
                    {index === 0 && <Badge variant="light">Cover</Badge>}
                  </Group>
                  <TextInput
                    label={`Alt text, photo ${index + 1}`}
                    required
                    value={photo.alt}
                    error={errorOf?.(index, 'alt')}
                    onChange={(event) => update(index, { alt: event.currentTarget.value })}
                  />
                  {colors && (
                    <Select
                      label={`Colour, photo ${index + 1}`}
                      data={[{ value: '', label: 'Any colour' }, ...colors.map((c) => ({ value: c, label: c }))]}
                      value={photo.color ?? ''}
                      allowDeselect={false}
                      error={errorOf?.(index, 'color')}
                      onChange={(value) => update(index, { color: value || null })}
                    />
                  )}
                  <Group gap={4} justify="flex-end">
                    <ActionIcon
                      variant="default"
                      data-move="left"
                      aria-label={`Move photo ${index + 1} left`}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1, 'left')}
                    >
                      <IconArrowLeft size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      data-move="right"
                      aria-label={`Move photo ${index + 1} right`}
                      disabled={index === photos.length - 1}
                      onClick={() => move(index, index + 1, 'right')}
                    >
                      <IconArrowRight size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      color="red"
                      aria-label={`Remove photo ${index + 1}`}
                      onClick={() => remove(index)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Stack>
              </li>
            ))}
          </ol>
        )}
        <VisuallyHidden aria-live="polite" role="status">
          {announcement}
        </VisuallyHidden>
        {limitNotice && (
          <Alert color="orange" variant="light">
            {limitNotice}
          </Alert>
        )}
        {room === 0 ? (
          <Text size="sm">This item has {MAX_ITEM_IMAGES} photos, the most it can have.</Text>
        ) : (
          <Group align="stretch" grow>
            <UploadZone
              compact
              limit={room}
              onTooMany={(skipped) => setLimitNotice(photoLimitNotice(room, skipped))}
              onUploaded={(items) => add(items.map((item) => item.url))}
            />
            <Button
              variant="default"
              leftSection={<IconPhotoSearch size={16} aria-hidden />}
              onClick={() => {
                setRequested(true);
                setPicking(true);
              }}
            >
              Choose from library
            </Button>
          </Group>
        )}
        {colors && colors.length > 0 && props.onSwatchesChange && (
          <SwatchInputs colors={colors} swatches={props.swatches ?? {}} onChange={props.onSwatchesChange} />
        )}
      </Stack>
      {requested && (
        <Suspense fallback={null}>
          <MediaPickerModal
            opened={picking}
            onClose={() => setPicking(false)}
            many={{ room, taken: photos.map((photo) => photo.url) }}
            onPickMany={(urls) => {
              setLimitNotice('');
              add(urls);
            }}
          />
        </Suspense>
      )}
    </Fieldset>
  );
}

/** The swatch colour per product colour: blank, the shop draws the colour by its name. */
function SwatchInputs(props: {
  colors: string[];
  swatches: Record<string, string>;
  onChange: (swatches: Record<string, string>) => void;
}) {
  const set = (color: string, hex: string) => {
    const { [color]: _, ...others } = props.swatches;
    props.onChange(hex ? { ...others, [color]: hex } : others);
  };
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Swatch colours
      </Text>
      <Text size="xs" c="dimmed">
        The colour each swatch shows (blank: the shop picks one from the colour's name).
      </Text>
      <Group gap="sm">
        {props.colors.map((color) => (
          <ColorInput
            key={color}
            label={`Swatch: ${color}`}
            format="hex"
            placeholder="#rrggbb"
            value={props.swatches[color] ?? ''}
            onChange={(hex) => set(color, hex)}
            w={180}
          />
        ))}
      </Group>
    </Stack>
  );
}
