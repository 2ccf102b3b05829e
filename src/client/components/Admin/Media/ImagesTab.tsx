import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { MediaItem } from '../../../features/admin/types';
import { useTRPC } from '../../../trpc';
import { RetryAlert } from '../../RetryAlert';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { TabHeader } from '../shared/TabHeader';
import { useDeleteTarget } from '../shared/use-delete';
import { MediaCard } from './MediaCard';
import { UploadZone } from './UploadZone';

/** The media library: upload, browse, copy a URL, delete. */
export function ImagesTab() {
  const trpc = useTRPC();
  const media = useQuery(trpc.admin.site.media.queryOptions());
  const deleting = useDeleteTarget({
    procedure: trpc.admin.site.deleteMedia,
    noun: 'Image',
    message: (_: MediaItem | null) => 'The image has been removed from the library',
    queryKey: trpc.admin.site.media.queryKey(),
  });

  return (
    <Stack gap="lg">
      <TabHeader
        title="Images"
        description="Your media library. Uploads are resized to web sizes; pick them wherever an image is asked for."
      />
      <UploadZone />
      {media.isError ? (
        <RetryAlert title="Could not load the library" onRetry={() => void media.refetch()} />
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
            <MediaCard key={item.id} item={item} onDelete={deleting.ask} />
          ))}
        </SimpleGrid>
      )}
      <ConfirmDialog title="Delete image" {...deleting.confirm}>
        Delete {deleting.target?.originalName}? Pages that still use it will show the default image instead. This action
        cannot be undone.
      </ConfirmDialog>
    </Stack>
  );
}
