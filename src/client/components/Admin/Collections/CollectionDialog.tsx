import { Checkbox, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { collectionInput } from '@shared/schemas/admin-catalogue';
import type { Collection } from '@shared/schemas/catalogue';
import type { Translations } from '@shared/translations';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { type FrenchValues, frenchValues } from '../../../features/admin/translations';
import { useTRPC } from '../../../trpc';
import { ImageUrlInput } from '../Media/ImageUrlInput';
import { type EditDialogProps, FormDialog } from '../shared/AdminModal';
import { FormActions } from '../shared/FormActions';
import { useCatalogueSave } from '../shared/mutations';
import { FrenchTexts, WithStoredTranslations } from '../shared/TranslatedField';

interface CollectionDialogProps extends EditDialogProps {
  /** The collection to edit; null adds a new one. */
  collection: Collection | null;
}

type CollectionFormValues = {
  name: string;
  description: string;
  imageUrl: string;
  featured: boolean;
  translations: FrenchValues;
};

/** Add or edit a collection; renaming one also renames it on its products (server). */
export function CollectionDialog({ collection, ...dialog }: CollectionDialogProps) {
  return (
    <FormDialog {...dialog} title={collection ? 'Edit Collection' : 'Add New Collection'} size="lg">
      <WithStoredTranslations scope="collection" id={collection?.id}>
        {(translations) => (
          <CollectionForm collection={collection} translations={translations} onDone={dialog.onClose} />
        )}
      </WithStoredTranslations>
    </FormDialog>
  );
}

function CollectionForm({
  collection,
  translations,
  onDone,
}: {
  collection: Collection | null;
  translations: Translations | undefined;
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const form = useForm<CollectionFormValues>({
    initialValues: {
      name: collection?.name ?? '',
      description: collection?.description ?? '',
      imageUrl: collection?.imageUrl ?? '',
      featured: collection?.featured ?? false,
      translations: frenchValues('collection', translations),
    },
    validate: zod4Resolver(collectionInput, { errorPriority: 'first' }),
  });
  const { save, pending } = useCatalogueSave({
    create: trpc.admin.collections.create,
    update: trpc.admin.collections.update,
    noun: 'Collection',
    name: (saved) => saved.name,
    added: (created) => `${created.name} has been created`,
    onDone,
  });

  const submit = form.onSubmit((values) =>
    save({ ...values, name: values.name.trim(), imageUrl: values.imageUrl.trim() || null }, collection?.id),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
        <Textarea label="Description" autosize minRows={3} maxRows={8} {...form.getInputProps('description')} />
        <ImageUrlInput label="Image URL" {...form.getInputProps('imageUrl')} />
        <Checkbox
          label="Featured"
          description="Shown as the featured collection on the home page"
          {...form.getInputProps('featured', { type: 'checkbox' })}
        />
        <FrenchTexts form={form} entity="collection" />
        <FormActions
          submitLabel={collection ? 'Update Collection' : 'Add Collection'}
          pending={pending}
          disabled={form.values.name.trim() === ''}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
