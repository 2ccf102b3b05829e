import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../trpc';
import { notifyError, notifySuccess } from '../notify';
import { imageFileProblem, uploadImage } from './media-upload';
import type { MediaItem } from './types';

export interface UploadState {
  /** The file being sent and how far it is (0 to 1); null when idle. */
  current: { name: string; progress: number } | null;
  upload: (files: readonly File[]) => Promise<MediaItem[]>;
}

/** Uploads images one after another into the media library, checking type and size first. */
export function useMediaUpload(): UploadState {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState<UploadState['current']>(null);

  const upload = async (files: readonly File[]) => {
    const done: MediaItem[] = [];
    for (const file of files) {
      const problem = imageFileProblem(file);
      if (problem) {
        notifyError(`${file.name}: ${problem}`, 'Upload failed');
        continue;
      }
      setCurrent({ name: file.name, progress: 0 });
      try {
        done.push(await uploadImage(file, (progress) => setCurrent({ name: file.name, progress })));
      } catch (error) {
        notifyError(error instanceof Error ? error.message : 'Failed to upload image', 'Upload failed');
      }
    }
    setCurrent(null);
    if (done.length > 0) {
      await queryClient.invalidateQueries({ queryKey: trpc.admin.site.media.queryKey() });
      notifySuccess(
        'Image Uploaded',
        done.length === 1 ? `${done[0]?.originalName} is in the library` : `${done.length} images added`,
      );
    }
    return done;
  };

  return { current, upload };
}
