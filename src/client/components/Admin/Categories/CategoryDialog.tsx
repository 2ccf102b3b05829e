import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { categoryInput } from '@shared/schemas/admin-catalogue';
import type { Category } from '@shared/schemas/catalogue';
import type { Translations } from '@shared/translations';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { frenchValues } from '../../../features/admin/translations';
import { useTRPC } from '../../../trpc';
import { ImageUrlInput } from '../Media/ImageUrlInput';
import { type EditDialogProps, FormDialog } from '../shared/AdminModal';
import { FormActions } from '../shared/FormActions';
import { useCatalogueSave } from '../shared/mutations';
import { FrenchTexts, WithStoredTranslations } from '../shared/TranslatedField';

interface CategoryDialogProps extends EditDialogProps {
  /** The category to edit; null adds a new one. */
  category: Category | null;
}

/** Add or edit a category: its name (the slug follows) and image. */
export function CategoryDialog({ category, ...dialog }: CategoryDialogProps) {
  return (
    <FormDialog {...dialog} title={category ? 'Edit Category' : 'Add New Category'} size="md">
      <WithStoredTranslations scope="category" id={category?.id}>
        {(translations) => <CategoryForm category={category} translations={translations} onDone={dialog.onClose} />}
      </WithStoredTranslations>
    </FormDialog>
  );
}

function CategoryForm({
  category,
  translations,
  onDone,
}: {
  category: Category | null;
  translations: Translations | undefined;
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const form = useForm({
    initialValues: {
      name: category?.name ?? '',
      imageUrl: category?.imageUrl ?? '',
      translations: frenchValues('category', translations),
    },
    validate: zod4Resolver(categoryInput, { errorPriority: 'first' }),
  });
  const { save, pending } = useCatalogueSave({
    create: trpc.admin.categories.create,
    update: trpc.admin.categories.update,
    noun: 'Category',
    name: (saved) => saved.name,
    added: (created) => `${created.name} has been created`,
    onDone,
  });
  const submit = form.onSubmit((values) =>
    save(
      { name: values.name.trim(), imageUrl: values.imageUrl.trim() || null, translations: values.translations },
      category?.id,
    ),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
        <ImageUrlInput label="Image URL" {...form.getInputProps('imageUrl')} />
        <FrenchTexts form={form} entity="category" />
        <FormActions
          submitLabel={category ? 'Update Category' : 'Add Category'}
          pending={pending}
          disabled={form.values.name.trim() === ''}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
