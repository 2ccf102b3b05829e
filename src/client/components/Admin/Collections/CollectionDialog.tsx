import { Button, Checkbox, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { collectionInput } from '../../../../shared/schemas/admin-catalogue';
import type { Collection } from '../../../../shared/schemas/catalogue';
import { notifyFailure, notifySuccess } from '../../../features/admin/notify';
import { trpc } from '../../../trpc';
import { ImageUrlInput } from '../Media/ImageUrlInput';
import { AdminModal } from '../shared/AdminModal';

interface CollectionDialogProps {
  opened: boolean;
  /** The collection to edit; null adds a new one. */
  collection: Collection | null;
  /** Changes on every opening: the form starts afresh. */
  formKey: number;
  onClose: () => void;
}

type CollectionFormValues = { name: string; description: string; imageUrl: string; featured: boolean };

/** Add or edit a collection; renaming one also renames it on its products (server). */
export function CollectionDialog({ opened, collection, formKey, onClose }: CollectionDialogProps) {
  return (
    <AdminModal
      opened={opened}
      onClose={onClose}
      title={collection ? 'Edit Collection' : 'Add New Collection'}
      size="lg"
    >
      {formKey > 0 && <CollectionForm key={formKey} collection={collection} onDone={onClose} />}
    </AdminModal>
  );
}

function CollectionForm({ collection, onDone }: { collection: Collection | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<CollectionFormValues>({
    initialValues: {
      name: collection?.name ?? '',
      description: collection?.description ?? '',
      imageUrl: collection?.imageUrl ?? '',
      featured: collection?.featured ?? false,
    },
    validate: zod4Resolver(collectionInput, { errorPriority: 'first' }),
  });

  const saved = (title: string, message: string) => {
    notifySuccess(title, message);
    void queryClient.invalidateQueries({ queryKey: trpc.catalogue.pathKey() });
    onDone();
  };
  const create = useMutation(
    trpc.admin.collections.create.mutationOptions({
      onSuccess: (created) => saved('Collection Added', `${created.name} has been created`),
      onError: (error) => notifyFailure(error, 'Failed to add collection'),
    }),
  );
  const update = useMutation(
    trpc.admin.collections.update.mutationOptions({
      onSuccess: (updated) => saved('Collection Updated', `${updated.name} has been saved`),
      onError: (error) => notifyFailure(error, 'Failed to update collection'),
    }),
  );
  const pending = create.isPending || update.isPending;
  const nameMissing = form.values.name.trim() === '';

  const submit = form.onSubmit((values) => {
    const input = { ...values, name: values.name.trim(), imageUrl: values.imageUrl.trim() || null };
    if (collection) update.mutate({ ...input, id: collection.id });
    else create.mutate(input);
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
        <Textarea label="Description" autosize minRows={3} maxRows={8} {...form.getInputProps('description')} />
        <ImageUrlInput
          label="Image URL"
          value={form.values.imageUrl}
          onChange={(url) => form.setFieldValue('imageUrl', url)}
          error={form.errors.imageUrl}
        />
        <Checkbox
          label="Featured"
          description="Shown as the featured collection on the home page"
          {...form.getInputProps('featured', { type: 'checkbox' })}
        />
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending} disabled={pending || nameMissing}>
            {collection ? 'Update Collection' : 'Add Collection'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
