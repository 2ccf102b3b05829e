import type { ItemImage, Painting, PaintingDetails } from '@shared/schemas/catalogue';
import type { Translations } from '@shared/translations';
import { fromLocalInput, toLocalInput } from '../release';
import { itemPhotos, photosFromForm } from './photos';
import { type FrenchValues, frenchValues } from './translations';

type Unit = 'in' | 'cm';
/** A number field while typing: empty means unset. */
type NumberField = number | string;

export type PrintSizeFormValues = {
  width: NumberField;
  height: NumberField;
  unit: Unit;
  price: NumberField;
};

/** The painting dialog's values, snake_case like the API; tags typed comma separated. */
export type PaintingFormValues = {
  title: string;
  description: string;
  price: NumberField;
  medium: string;
  /** The photos in order, the first the cover (sent as `images`; the server mirrors it into `image_url`). */
  images: ItemImage[];
  /** Blank: the cover's thumbnail. */
  preview_image_url: string;
  artist_name: string;
  dimensions: { width: NumberField; height: NumberField; unit: Unit };
  year: NumberField;
  tags: string;
  stock: NumberField;
  shipping_price: NumberField;
  is_original: boolean;
  is_limited: boolean;
  limited_edition_count: NumberField;
  current_edition_number: NumberField;
  in_stock: boolean;
  is_featured: boolean;
  is_sold: boolean;
  mark_sold_after_purchase: boolean;
  available_sizes: PrintSizeFormValues[];
  /** When it goes on sale (the browser's zone, '' at once) and whether its page counts down before. */
  releaseAt: string;
  announce: boolean;
  /** The title, description and medium in French (`''`: none, the English shows). */
  translations: FrenchValues;
  /** The owner's framing, signature, certificate and shipping notes (components/Admin/Details). */
  details?: PaintingDetails;
};

/** A new painting: an original in stock by the shop's artist, measured in inches, painted this year (spec §9). */
export function newPainting(artistName: string, now = new Date()): PaintingFormValues {
  return {
    title: '',
    description: '',
    price: 0,
    medium: '',
    images: [],
    preview_image_url: '',
    artist_name: artistName,
    dimensions: { width: '', height: '', unit: 'in' },
    year: now.getFullYear(),
    tags: '',
    stock: '',
    shipping_price: 0,
    is_original: true,
    is_limited: false,
    limited_edition_count: '',
    current_edition_number: '',
    in_stock: true,
    is_featured: false,
    is_sold: false,
    mark_sold_after_purchase: false,
    available_sizes: [],
    releaseAt: '',
    announce: false,
    translations: frenchValues('painting'),
  };
}

export const NEW_PRINT_SIZE: PrintSizeFormValues = { width: '', height: '', unit: 'in', price: '' };

const orEmpty = (value: number | null): NumberField => value ?? '';

export function paintingToForm(painting: Painting & { translations?: Translations }): PaintingFormValues {
  return {
    title: painting.title,
    description: painting.description,
    price: painting.price,
    medium: painting.medium,
    images: itemPhotos(painting.images, painting.image_url, painting.title),
    preview_image_url: painting.preview_image_url ?? '',
    artist_name: painting.artist_name,
    dimensions: {
      width: orEmpty(painting.dimensions.width),
      height: orEmpty(painting.dimensions.height),
      unit: painting.dimensions.unit,
    },
    year: orEmpty(painting.year),
    tags: painting.tags.join(', '),
    stock: painting.stock,
    shipping_price: painting.shipping_price,
    is_original: painting.is_original,
    is_limited: painting.is_limited,
    limited_edition_count: orEmpty(painting.limited_edition_count),
    current_edition_number: painting.current_edition_number || '',
    in_stock: painting.in_stock,
    is_featured: painting.is_featured,
    is_sold: painting.is_sold,
    mark_sold_after_purchase: painting.mark_sold_after_purchase,
    available_sizes: painting.available_sizes.map((size) => ({ ...size })),
    releaseAt: toLocalInput(painting.publish_at),
    announce: painting.announce ?? false,
    translations: frenchValues('painting', painting.translations),
    details: painting.details,
  };
}

/**
 * What the server takes. Empty number fields go as '' and become unset there;
 * edition fields only count for a limited edition, print sizes only for prints.
 */
export function paintingFromForm({ releaseAt, images, ...values }: PaintingFormValues) {
  return {
    ...values,
    publish_at: fromLocalInput(releaseAt),
    title: values.title.trim(),
    images: photosFromForm(images),
    preview_image_url: values.preview_image_url.trim() || null,
    // An original holds one piece; a print's empty stock becomes the editions left (or the print run, 25) on the server.
    stock: values.is_original || values.stock === '' ? undefined : values.stock,
    limited_edition_count: values.is_limited ? values.limited_edition_count : '',
    current_edition_number: values.is_limited ? values.current_edition_number : '',
    available_sizes: values.is_original ? [] : values.available_sizes,
  };
}
