import { ActionIcon, Button, Group, TextInput } from '@mantine/core';
import { IconPhotoSearch } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Thumb } from '../shared/Thumb';

const MediaPickerModal = lazy(() =>
  import('./MediaPickerModal').then((module) => ({ default: module.MediaPickerModal })),
);

interface ImageUrlInputProps {
  label: string;
  /** Empty when left out (a form's getInputProps may leave it out). */
  value?: string;
  onChange: (value: string) => void;
  description?: string;
  error?: ReactNode;
  onBlur?: () => void;
}

/** An image URL field: type a URL or choose one from the media library; a small preview beside it. */
export function ImageUrlInput({ label, value = '', onChange, description, error, onBlur }: ImageUrlInputProps) {
  const [picking, setPicking] = useState(false);
  const [requested, setRequested] = useState(false);
  const openPicker = () => {
    setRequested(true);
    setPicking(true);
  };
  return (
    <>
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <Thumb src={value || null} alt={`${label} preview`} size={40} />
        <TextInput
          label={label}
          description={description}
          error={error}
          placeholder="https://… or /uploads/…"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
          flex={1}
          miw={0}
        />
        <Button
          variant="default"
          visibleFrom="xs"
          leftSection={<IconPhotoSearch size={16} aria-hidden />}
          onClick={openPicker}
          aria-label={`Choose from library: ${label}`}
        >
          Choose from library
        </Button>
        <ActionIcon
          variant="default"
          size={36}
          hiddenFrom="xs"
          onClick={openPicker}
          aria-label={`Choose from library: ${label}`}
        >
          <IconPhotoSearch size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {requested && (
        <Suspense fallback={null}>
          <MediaPickerModal opened={picking} onClose={() => setPicking(false)} onPick={onChange} selected={value} />
        </Suspense>
      )}
    </>
  );
}
