import { Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import { IMAGE_ACCEPT } from '../../../features/admin/media-upload';
import type { MediaItem } from '../../../features/admin/types';
import { useMediaUpload } from '../../../features/admin/use-media-upload';
import classes from './Media.module.css';

interface UploadZoneProps {
  onUploaded?: (items: MediaItem[]) => void;
  multiple?: boolean;
  compact?: boolean;
  /** At most this many of the files chosen at once are uploaded (the first ones); `onTooMany` hears how many were not. */
  limit?: number;
  onTooMany?: (skipped: number) => void;
}

/** Drop images here or pick them with the file input: JPEG, PNG or WebP up to 10 MB, with progress. */
export function UploadZone({ onUploaded, multiple = true, compact = false, limit, onTooMany }: UploadZoneProps) {
  const { current, upload } = useMediaUpload();
  const [dragging, setDragging] = useState(false);

  const send = async (files: FileList | null) => {
    if (!files || files.length === 0 || current) return;
    const allowed = Math.min(multiple ? files.length : 1, limit ?? files.length);
    if (multiple && allowed < files.length) onTooMany?.(files.length - allowed);
    const items = await upload([...files].slice(0, allowed));
    if (items.length > 0) onUploaded?.(items);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void send(event.dataTransfer.files);
  };

  return (
    <label
      className={classes.dropzone}
      data-dragging={dragging || undefined}
      data-busy={current ? true : undefined}
      data-compact={compact || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <input
        type="file"
        accept={IMAGE_ACCEPT}
        multiple={multiple}
        className={classes.fileInput}
        aria-label={multiple ? 'Upload images' : 'Upload an image'}
        disabled={current !== null}
        onChange={(event) => {
          const input = event.currentTarget;
          void send(input.files).finally(() => {
            input.value = '';
          });
        }}
      />
      {current ? (
        <Stack gap={6} w="100%" maw={360} role="status">
          <Text size="sm" fw={500} truncate>
            Uploading {current.name}…
          </Text>
          <Progress value={Math.round(current.progress * 100)} animated aria-label="Upload progress" />
        </Stack>
      ) : (
        <Stack gap={4} align="center">
          <IconUpload size={compact ? 22 : 30} stroke={1.5} aria-hidden />
          <Text size="sm" fw={600}>
            {multiple ? 'Drop images here or click to choose' : 'Drop an image here or click to choose'}
          </Text>
          <Text size="xs" c="dimmed">
            JPEG, PNG or WebP, up to 10 MB{multiple ? ' each' : ''}
          </Text>
        </Stack>
      )}
    </label>
  );
}
