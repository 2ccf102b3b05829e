import type { UseFormReturnType } from '@mantine/form';
import type { ItemImage } from '@shared/schemas/catalogue';
import type { PaintingFormValues } from '../../../features/admin/painting-form';
import { type ProductFormValues, typedList } from '../../../features/admin/product-form';
import { PhotosSection } from './PhotosSection';

/** A form's error for a photo's field (`images.2.alt`, from the shared schema's resolver). */
function photoError<V>(form: UseFormReturnType<V>) {
  return (index: number, field: 'alt' | 'color') => form.errors[`images.${index}.${field}`];
}

/** The product form's Photos: a colour per photo and a swatch colour per product colour. */
export function ProductPhotos({ form }: { form: UseFormReturnType<ProductFormValues> }) {
  return (
    <PhotosSection
      itemName={form.values.name}
      photos={form.values.images}
      onChange={(photos) => form.setFieldValue('images', photos)}
      errorOf={photoError(form)}
      colors={typedList(form.values.colors)}
      swatches={form.values.colorSwatches}
      onSwatchesChange={(swatches) => form.setFieldValue('colorSwatches', swatches)}
    />
  );
}

/** The painting form's Photos; a new cover clears the preview field, so the preview follows the cover's thumbnail. */
export function PaintingPhotos({ form }: { form: UseFormReturnType<PaintingFormValues> }) {
  const onChange = (photos: ItemImage[]) => {
    if (photos[0]?.url !== form.values.images[0]?.url) form.setFieldValue('preview_image_url', '');
    form.setFieldValue('images', photos);
  };
  return (
    <PhotosSection
      itemName={form.values.title}
      photos={form.values.images}
      onChange={onChange}
      errorOf={photoError(form)}
    />
  );
}
