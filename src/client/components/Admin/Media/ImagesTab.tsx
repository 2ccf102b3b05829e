import { Alert, Button, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyFailure, notifySuccess } from '../../../features/admin/notify';
import type { MediaItem } from '../../../features/admin/types';
import { trpc } from '../../../trpc';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { TabHeader } from '../shared/TabHeader';
import { MediaCard } from './MediaCard';
import { UploadZone } from './UploadZone';

/** The media library: upload, browse, copy a URL, delete. */
export function ImagesTab() {
  const queryClient = useQueryClient();
  const media = useQuery(trpc.admin.site.media.queryOptions());
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const remove = useMutation(
    trpc.admin.site.deleteMedia.mutationOptions({
      onSuccess: () => {
        notifySuccess('Image Deleted', 'The image has been removed from the library');
        setDeleting(null);
        void queryClient.invalidateQueries({ queryKey: trpc.admin.site.media.queryKey() });
      },
      onError: (error) => notifyFailure(error, 'Failed to delete image'),
    }),
  );

  return (
    <Stack gap="lg">
      <TabHeader
        title="Images"
        description="Your media library. Uploads are resized to web sizes; pick them wherever an image is asked for."
      />
      <UploadZone />
      {media.isError ? (
        <Alert color="red" variant="light" title="Could not load the library">
          <Button size="xs" variant="light" color="red" onClick={() => void media.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : media.isPending ? (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} role="status" aria-label="Loading images">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} height={220} radius="md" />
          ))}
        </SimpleGrid>
      ) : media.data.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Text c="dimmed" ta="center">
            No images yet. Upload your first one above.
          </Text>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
          {media.data.map((item) => (
            <MediaCard key={item.id} item={item} onDelete={setDeleting} />
          ))}
        </SimpleGrid>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete image"
        confirmLabel="Delete"
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      >
        Delete {deleting?.originalName}? Pages that still use it will show the default image instead. This action cannot
        be undone.
      </ConfirmDialog>
    </Stack>
  );
}
