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
  /** A limited print's edition of this size (issue 43): its numbers, and its artist's proofs ('': none given). */
  edition_total?: NumberField;
  edition_proofs?: NumberField;
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
  finalSale: boolean;
  available_sizes: PrintSizeFormValues[];
  /** When it goes on sale (the browser's zone, '' at once) and whether its page counts down before. */
  releaseAt: string;
  announce: boolean;
  /** The title, description and medium in French (`''`: none, the English shows). */
  translations: FrenchValues;
  /** The owner's framing, signature, certificate and shipping notes (components/Admin/Details). */
  details?: PaintingDetails;
  /** Its story in the archive (issue 43): the owner's text, the exhibitions one a line, and whether it is kept out. */
  story: string;
  exhibitions: string;
  hideFromArchive: boolean;
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
    finalSale: false,
    available_sizes: [],
    releaseAt: '',
    announce: false,
    translations: frenchValues('painting'),
    story: '',
    exhibitions: '',
    hideFromArchive: false,
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
    finalSale: painting.finalSale,
    available_sizes: painting.available_sizes.map((size) => {
      const edition = painting.editions?.find(
        (e) => e.width === size.width && e.height === size.height && e.unit === size.unit,
      );
      return { ...size, edition_total: edition?.total ?? '', edition_proofs: edition?.proofs ?? '' };
    }),
    releaseAt: toLocalInput(painting.publish_at),
    announce: painting.announce ?? false,
    translations: frenchValues('painting', painting.translations),
    details: painting.details,
    story: painting.story ?? '',
    exhibitions: (painting.exhibitions ?? []).join('\n'),
    hideFromArchive: painting.hideFromArchive ?? false,
  };
}

/**
 * A limited print's editions as the server takes them: one per size given a number (a size left blank gets the
 * first size's count there); undefined when the print has no sizes (its one edition is `limited_edition_count`).
 */
function editionsFromForm(values: Pick<PaintingFormValues, 'is_limited' | 'is_original' | 'available_sizes'>) {
  if (!values.is_limited || values.is_original || values.available_sizes.length === 0) return undefined;
  return values.available_sizes
    .filter((size) => size.edition_total !== undefined && size.edition_total !== '')
    .map((size) => ({
      width: size.width,
      height: size.height,
      unit: size.unit,
      total: size.edition_total,
      proofs: size.edition_proofs === '' || size.edition_proofs === undefined ? 0 : size.edition_proofs,
    }));
}

/**
 * What the server takes. Empty number fields go as '' and become unset there;
 * edition fields only count for a limited edition, print sizes only for prints. A limited print with sizes sends
 * an edition per size (`editions`) and not the painting's one edition (the server keeps it the first size's).
 */
export function paintingFromForm({ releaseAt, images, ...values }: PaintingFormValues) {
  const editions = editionsFromForm(values);
  return {
    ...values,
    publish_at: fromLocalInput(releaseAt),
    title: values.title.trim(),
    images: photosFromForm(images),
    preview_image_url: values.preview_image_url.trim() || null,
    // An original holds one piece; a print's empty stock becomes the editions left (or the print run, 25) on the server.
    stock: values.is_original || values.stock === '' ? undefined : values.stock,
    limited_edition_count: editions ? undefined : values.is_limited ? values.limited_edition_count : '',
    current_edition_number: editions ? undefined : values.is_limited ? values.current_edition_number : '',
    available_sizes: values.is_original
      ? []
      : values.available_sizes.map(({ edition_total: _t, edition_proofs: _p, ...size }) => size),
    editions,
  };
}
