import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AdminCategory, categoryInput } from '@shared/schemas/admin-catalogue';
import type { Category } from '@shared/schemas/catalogue';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { frenchValues } from '../../../features/admin/translations';
import { useTRPC } from '../../../trpc';
import { ProductDetailsFields } from '../Details/DetailsFields';
import { ImageUrlInput } from '../Media/ImageUrlInput';
import { type EditDialogProps, FormDialog } from '../shared/AdminModal';
import { FormActions } from '../shared/FormActions';
import { useCatalogueSave } from '../shared/mutations';
import { FrenchTexts } from '../shared/TranslatedField';
import { WithAdminCategory } from './WithAdminCategory';

interface CategoryDialogProps extends EditDialogProps {
  /** The category to edit; null adds a new one. */
  category: Category | null;
}

/** Add or edit a category: its name (the slug follows) and image. */
export function CategoryDialog({ category, ...dialog }: CategoryDialogProps) {
  return (
    <FormDialog {...dialog} title={category ? 'Edit Category' : 'Add New Category'} size="md">
      <WithAdminCategory id={category?.id}>
        {(stored) => <CategoryForm category={stored} onDone={dialog.onClose} />}
      </WithAdminCategory>
    </FormDialog>
  );
}

function CategoryForm({ category, onDone }: { category: AdminCategory | null; onDone: () => void }) {
  const trpc = useTRPC();
  const form = useForm({
    initialValues: {
      name: category?.name ?? '',
      imageUrl: category?.imageUrl ?? '',
      translations: frenchValues('category', category?.translations),
      details: category?.details,
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
      {
        name: values.name.trim(),
        imageUrl: values.imageUrl.trim() || null,
        translations: values.translations,
        details: values.details,
      },
      category?.id,
    ),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
        <ImageUrlInput label="Image URL" {...form.getInputProps('imageUrl')} />
        <ProductDetailsFields
          legend="Default details of its products"
          value={form.values.details}
          onChange={(next) => form.setFieldValue('details', next)}
          errors={form.errors}
        />
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
