import type { productInput } from '@shared/schemas/admin-catalogue';
import type { Product } from '@shared/schemas/catalogue';
import type { z } from 'zod';

/** The product dialog's values: lists are typed comma separated, numbers may be left empty while typing. */
export type ProductFormValues = {
  name: string;
  description: string;
  price: number | string;
  imageUrl: string;
  category: string | null;
  collection: string | null;
  colors: string;
  sizes: string;
  stock: number | string;
  shipping_price: number | string;
  mark_sold_after_purchase: boolean;
  isFeatured: boolean;
  isNew: boolean;
};

/** A new product: price 0, sizes S, M, L, XL, stock 10, new and not featured (spec §5). */
export const NEW_PRODUCT: ProductFormValues = {
  name: '',
  description: '',
  price: 0,
  imageUrl: '',
  category: null,
  collection: null,
  colors: '',
  sizes: 'S, M, L, XL',
  stock: 10,
  shipping_price: 0,
  mark_sold_after_purchase: false,
  isFeatured: false,
  isNew: true,
};

export function productToForm(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: product.price,
    imageUrl: product.imageUrl ?? '',
    category: product.category,
    collection: product.collection,
    colors: product.colors.join(', '),
    sizes: product.sizes.join(', '),
    stock: product.stock,
    shipping_price: product.shipping_price,
    mark_sold_after_purchase: product.mark_sold_after_purchase,
    isFeatured: product.isFeatured,
    isNew: product.isNew,
  };
}

/** What the server takes: the same fields; it trims and splits the lists and coerces the numbers. */
export function productFromForm(values: ProductFormValues): z.input<typeof productInput> {
  return {
    ...values,
    name: values.name.trim(),
    imageUrl: values.imageUrl.trim() || null,
    category: values.category || null,
    collection: values.collection || null,
  };
}
