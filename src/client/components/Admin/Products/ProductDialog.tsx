import { Button, Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { productInput } from '../../../../shared/schemas/admin-catalogue';
import type { Product } from '../../../../shared/schemas/catalogue';
import { notifyFailure, notifySuccess } from '../../../features/admin/notify';
import {
  NEW_PRODUCT,
  type ProductFormValues,
  productFromForm,
  productToForm,
} from '../../../features/admin/product-form';
import { trpc } from '../../../trpc';
import { ImageUrlInput } from '../Media/ImageUrlInput';
import { AdminModal } from '../shared/AdminModal';

interface ProductDialogProps {
  opened: boolean;
  /** The product to edit; null adds a new one. */
  product: Product | null;
  /** Changes on every opening: the form starts afresh. */
  formKey: number;
  onClose: () => void;
}

/** 'Add New Product' / 'Edit Product'. */
export function ProductDialog({ opened, product, formKey, onClose }: ProductDialogProps) {
  return (
    <AdminModal opened={opened} onClose={onClose} title={product ? 'Edit Product' : 'Add New Product'} size="lg">
      {formKey > 0 && <ProductForm key={formKey} product={product} onDone={onClose} />}
    </AdminModal>
  );
}

function ProductForm({ product, onDone }: { product: Product | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const categories = useQuery(trpc.catalogue.categories.queryOptions());
  const collections = useQuery(trpc.catalogue.collections.queryOptions());
  const form = useForm<ProductFormValues>({
    initialValues: product ? productToForm(product) : NEW_PRODUCT,
    validate: zod4Resolver(productInput, { errorPriority: 'first' }),
  });

  const saved = (title: string, message: string) => {
    notifySuccess(title, message);
    void queryClient.invalidateQueries({ queryKey: trpc.catalogue.pathKey() });
    onDone();
  };
  const create = useMutation(
    trpc.admin.products.create.mutationOptions({
      onSuccess: (created) => saved('Product Added', `${created.name} is now in the shop`),
      onError: (error) => notifyFailure(error, 'Failed to add product'),
    }),
  );
  const update = useMutation(
    trpc.admin.products.update.mutationOptions({
      onSuccess: (updated) => saved('Product Updated', `${updated.name} has been saved`),
      onError: (error) => notifyFailure(error, 'Failed to update product'),
    }),
  );
  const pending = create.isPending || update.isPending;

  const submit = form.onSubmit((values) => {
    const input = productFromForm(values);
    if (product) update.mutate({ ...input, id: product.id });
    else create.mutate(input);
  });

  const names = (list: { name: string }[] | undefined, current: string | null) => {
    const all = (list ?? []).map((item) => item.name);
    return current && !all.includes(current) ? [current, ...all] : all;
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
        <Textarea label="Description" autosize minRows={3} maxRows={8} {...form.getInputProps('description')} />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <NumberInput
            label="Price"
            prefix="$"
            min={0}
            decimalScale={2}
            thousandSeparator=","
            {...form.getInputProps('price')}
          />
          <NumberInput
            label="Shipping price"
            prefix="$"
            min={0}
            decimalScale={2}
            {...form.getInputProps('shipping_price')}
          />
          <NumberInput
            label="Stock"
            min={0}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('stock')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Select
            label="Category"
            placeholder={categories.isPending ? 'Loading…' : 'Choose a category'}
            data={names(categories.data, form.values.category)}
            clearable
            searchable
            nothingFoundMessage="No such category"
            {...form.getInputProps('category')}
          />
          <Select
            label="Collection"
            placeholder={collections.isPending ? 'Loading…' : 'No collection'}
            data={names(collections.data, form.values.collection)}
            clearable
            searchable
            nothingFoundMessage="No such collection"
            {...form.getInputProps('collection')}
          />
        </SimpleGrid>
        <ImageUrlInput
          label="Image URL"
          value={form.values.imageUrl}
          onChange={(url) => form.setFieldValue('imageUrl', url)}
          error={form.errors.imageUrl}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="Colors"
            description="Comma separated, e.g. Black, Bleached Blue"
            {...form.getInputProps('colors')}
          />
          <TextInput label="Sizes" description="Comma separated" {...form.getInputProps('sizes')} />
        </SimpleGrid>
        <Group gap="xl">
          <Checkbox label="New arrival" {...form.getInputProps('isNew', { type: 'checkbox' })} />
          <Checkbox label="Featured" {...form.getInputProps('isFeatured', { type: 'checkbox' })} />
          <Checkbox
            label="Mark sold after purchase"
            {...form.getInputProps('mark_sold_after_purchase', { type: 'checkbox' })}
          />
        </Group>
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending} disabled={pending}>
            {product ? 'Update Product' : 'Add Product'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
