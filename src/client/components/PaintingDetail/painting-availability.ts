import type { Locale } from '@shared/locale';
import type { Edition, Painting, PrintSize } from '@shared/schemas/catalogue';
import type paintingMessages from '../../i18n/messages/painting.en.json';

type PaintingMessage = keyof typeof paintingMessages;

type Availability = Pick<Painting, 'is_sold' | 'in_stock' | 'is_reserved'>;
export type PaintingStatus = 'available' | 'sold' | 'reserved' | 'sold-out';

/** What a held piece says, on its page and its card: it is not sold, and it may come back. */
export const RESERVED_NOTICE = 'painting.reservedNotice' satisfies PaintingMessage;

/**
 * Sold (is_sold); else Reserved while other shoppers' checkouts hold it (the server's `is_reserved`, its
 * sale rule's RESERVED); else Sold Out / Out of Stock when not in stock; else available (spec §4).
 */
export function paintingStatus(painting: Availability): PaintingStatus {
  if (painting.is_sold) return 'sold';
  if (painting.is_reserved) return 'reserved';
  if (!painting.in_stock) return 'sold-out';
  return 'available';
}

export function canBeAdded(painting: Availability): boolean {
  return paintingStatus(painting) === 'available';
}

export interface PurchaseButton {
  label: 'Add to Cart' | 'Sold' | 'Reserved' | 'Sold Out';
  disabled: boolean;
}

/**
 * The painting page's button: Add to Cart, Sold or Sold Out; disabled while adding,
 * when sold or out of stock, or when a print has no size chosen.
 */
export function purchaseButton(
  painting: Availability & Pick<Painting, 'is_original'>,
  { adding, sizeChosen }: { adding: boolean; sizeChosen: boolean },
): PurchaseButton {
  const status = paintingStatus(painting);
  if (status === 'sold') return { label: 'Sold', disabled: true };
  if (status === 'reserved') return { label: 'Reserved', disabled: true };
  if (status === 'sold-out') return { label: 'Sold Out', disabled: true };
  return { label: 'Add to Cart', disabled: adding || (!painting.is_original && !sizeChosen) };
}

/** The painting area's message of each button and availability word (shown in the page's language). */
export const LABEL_MESSAGES = {
  'Add to Cart': 'painting.addToCart',
  Sold: 'painting.sold',
  Reserved: 'painting.reserved',
  'Sold Out': 'painting.soldOut',
  'In Stock': 'painting.inStock',
} as const satisfies Record<string, PaintingMessage>;

const STOCK_LABELS = { available: 'In Stock', sold: 'Sold', reserved: 'Reserved', 'sold-out': 'Sold Out' } as const;

/** The availability word in the price block: In Stock, Sold, Reserved or Sold Out. */
export function stockLabel(painting: Availability): (typeof STOCK_LABELS)[PaintingStatus] {
  return STOCK_LABELS[paintingStatus(painting)];
}

/** The notice on a painting's page when it cannot be bought now (its messages); null while it can. */
export function statusNotice(status: PaintingStatus): { title: PaintingMessage; text: PaintingMessage } | null {
  if (status === 'sold') return { title: 'painting.soldTitle', text: 'painting.soldText' };
  if (status === 'reserved') return { title: 'painting.reserved', text: RESERVED_NOTICE };
  if (status === 'sold-out') return { title: 'painting.soldOutTitle', text: 'painting.soldOutText' };
  return null;
}

/** Quantity choices 1 to 5, no more than the stock (spec §5). */
export function quantityChoices(stock: number): number[] {
  return Array.from({ length: Math.max(1, Math.min(5, stock)) }, (_, index) => index + 1);
}

/** '16x20in': the size text a cart line carries. */
export function sizeText(size: { width: number | null; height: number | null; unit: string }): string {
  return `${size.width ?? ''}x${size.height ?? ''}${size.unit}`;
}

/** '16 × 20 in' for people (in French inches are 'po': '16 × 20 po'). */
export function sizeLabel(
  size: { width: number | null; height: number | null; unit: string },
  locale: Locale = 'en',
): string {
  if (size.width === null || size.height === null) return '';
  return `${size.width} × ${size.height} ${locale === 'fr' && size.unit === 'in' ? 'po' : size.unit}`;
}

/** The lowest print price, else the painting's own price. */
export function fromPrice(
  painting: Pick<Painting, 'price' | 'prices'> & { available_sizes: readonly PrintSize[] },
): Pick<PrintSize, 'price' | 'prices'> {
  if (painting.available_sizes.length === 0) return painting;
  return painting.available_sizes.reduce((cheapest, size) => (size.price < cheapest.price ? size : cheapest));
}

/** A print size's radio value. */
export function sizeKey(size: PrintSize): string {
  return sizeText(size);
}

/** The edition (issue 43) of the print size whose text is `size` ('8x10in', any case); undefined when it has none. */
export function sizeEdition(editions: Painting['editions'], size: string | null | undefined): Edition | undefined {
  const wanted = size?.toLowerCase();
  return wanted ? editions?.find((e) => sizeText(e).toLowerCase() === wanted) : undefined;
}

/** A print size's edition is all sold (its proofs aside): it cannot be bought, the page crosses it out. */
export function sizeSoldOut(painting: Pick<Painting, 'editions'>, size: PrintSize): boolean {
  const edition = sizeEdition(painting.editions, sizeKey(size));
  return edition !== undefined && edition.sold >= edition.total;
}

/**
 * The print size a page opens on: the one its URL asks for, else the first not sold out, else the first; null for
 * an original or a print without sizes.
 */
export function firstSize(
  painting: Pick<Painting, 'is_original' | 'available_sizes' | 'editions'>,
  wanted?: string,
): string | null {
  const sizes = painting.is_original ? [] : painting.available_sizes;
  const chosen =
    sizes.find((size) => sizeKey(size).toLowerCase() === wanted?.toLowerCase()) ??
    sizes.find((size) => !sizeSoldOut(painting, size)) ??
    sizes[0];
  return chosen ? sizeKey(chosen) : null;
}
