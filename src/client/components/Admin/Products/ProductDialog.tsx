import { Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { productInput } from '@shared/schemas/admin-catalogue';
import type { Product } from '@shared/schemas/catalogue';
import { useQuery } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import {
  NEW_PRODUCT,
  type ProductFormValues,
  productFromForm,
  productToForm,
  variantTotal,
} from '../../../features/admin/product-form';
import { useTRPC } from '../../../trpc';

/** The product's tax category (Settings → Tax says which jurisdictions exempt clothing or art). */
const TAX_CATEGORY_OPTIONS = [
  { value: 'clothing', label: 'Clothing' },
  { value: 'art', label: 'Art' },
  { value: 'gift_card', label: 'Gift card (not taxed)' },
];

import { CategorySelect } from '../Categories/CategorySelect';
import { ProductDetailsFields } from '../Details/DetailsFields';
import { ProductPhotos } from '../Photos/ItemPhotos';
import { type EditDialogProps, FormDialog } from '../shared/AdminModal';
import { FinalSaleCheckbox } from '../shared/FinalSaleCheckbox';
import { FormActions } from '../shared/FormActions';
import { MoneyInput } from '../shared/MoneyInput';
import { useCatalogueSave } from '../shared/mutations';
import { ReleaseFields } from '../shared/ReleaseFields';
import { FrenchTexts } from '../shared/TranslatedField';
import { VariantStock } from './VariantStock';

interface ProductDialogProps extends EditDialogProps {
  /** The product to edit; null adds a new one. */
  product: Product | null;
}

/** 'Add New Product' / 'Edit Product'. */
export function ProductDialog({ product, ...dialog }: ProductDialogProps) {
  return (
    <FormDialog {...dialog} title={product ? 'Edit Product' : 'Add New Product'} size="lg">
      <ProductForm product={product} onDone={dialog.onClose} />
    </FormDialog>
  );
}

function ProductForm({ product, onDone }: { product: Product | null; onDone: () => void }) {
  const trpc = useTRPC();
  const categories = useQuery(trpc.catalogue.categories.queryOptions());
  const collections = useQuery(trpc.catalogue.collections.queryOptions());
  const form = useForm<ProductFormValues>({
    initialValues: product ? productToForm(product) : NEW_PRODUCT,
    validate: zod4Resolver(productInput, { errorPriority: 'first' }),
  });

  const { save, pending } = useCatalogueSave({
    create: trpc.admin.products.create,
    update: trpc.admin.products.update,
    noun: 'Product',
    name: (saved) => saved.name,
    added: (created) => `${created.name} is now in the shop`,
    releaseAt: (created) => (created.upcoming ? created.publishAt : null),
    onDone,
  });
  const submit = form.onSubmit((values) => save(productFromForm(values), product?.id));
  const perVariant = form.values.stockPerVariant;
  const total = variantTotal(form.values.variants);

  /** A Select of names from the catalogue; a name no longer listed stays selectable. */
  const nameSelect = (
    field: 'collection',
    label: string,
    list: { data?: { name: string }[]; isPending: boolean },
    empty: string,
  ) => {
    const all = (list.data ?? []).map((item) => item.name);
    const current = form.values[field];
    return (
      <Select
        label={label}
        placeholder={list.isPending ? 'Loading…' : empty}
        data={current && !all.includes(current) ? [current, ...all] : all}
        clearable
        searchable
        nothingFoundMessage={`No such ${field}`}
        {...form.getInputProps(field)}
      />
    );
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
        <Textarea label="Description" autosize minRows={3} maxRows={8} {...form.getInputProps('description')} />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <MoneyInput label="Price" thousandSeparator="," {...form.getInputProps('price')} />
          <MoneyInput label="Shipping price" {...form.getInputProps('shipping_price')} />
          <Select
            label="Tax category"
            data={TAX_CATEGORY_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('taxCategory')}
          />
          {perVariant ? (
            <NumberInput label="Stock" description="The sum of the variants" value={total} disabled readOnly />
          ) : (
            <NumberInput
              label="Stock"
              min={0}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('stock')}
            />
          )}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <CategorySelect
            label="Category"
            placeholder={categories.isPending ? 'Loading…' : 'Choose or type a category'}
            names={(categories.data ?? []).map((c) => c.name)}
            {...form.getInputProps('category')}
          />
          {nameSelect('collection', 'Collection', collections, 'No collection')}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="Colors"
            description="Comma separated, e.g. Black, Bleached Blue"
            {...form.getInputProps('colors')}
          />
          <TextInput label="Sizes" description="Comma separated" {...form.getInputProps('sizes')} />
        </SimpleGrid>
        <ProductPhotos form={form} />
        <VariantStock form={form} />
        <Group gap="xl">
          <Checkbox label="New arrival" {...form.getInputProps('isNew', { type: 'checkbox' })} />
          <Checkbox label="Featured" {...form.getInputProps('isFeatured', { type: 'checkbox' })} />
          <Checkbox
            label="Mark sold after purchase"
            {...form.getInputProps('mark_sold_after_purchase', { type: 'checkbox' })}
          />
          <FinalSaleCheckbox input={form.getInputProps('finalSale', { type: 'checkbox' })} />
        </Group>
        <ReleaseFields
          releaseAt={form.getInputProps('releaseAt')}
          announce={form.getInputProps('announce', { type: 'checkbox' })}
        />
        <ProductDetailsFields
          value={form.values.details}
          onChange={(details) => form.setFieldValue('details', details)}
          errors={form.errors}
        />
        <FrenchTexts form={form} entity="product" />
        <FormActions submitLabel={product ? 'Update Product' : 'Add Product'} pending={pending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
