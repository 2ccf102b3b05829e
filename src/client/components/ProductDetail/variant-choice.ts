import type { Product, Variant } from '@shared/schemas/catalogue';

/** What a product's page and quick view need to choose a variant: its lists, shared stock and price, variants. */
export type ChoosableProduct = Pick<Product, 'sizes' | 'colors' | 'stock' | 'price' | 'prices' | 'stockPerVariant'> & {
  variants: readonly Pick<Variant, 'size' | 'color' | 'stock' | 'price' | 'prices'>[];
};

/** A size and a colour ('' where the product has none, or where none is chosen yet). */
export interface VariantChoice {
  size: string;
  color: string;
}

/** The option of `options` that `wanted` names, ignoring case ('Black' finds 'black'); '' when none does. */
function pick(options: readonly string[], wanted: string | undefined): string {
  if (!wanted) return '';
  const lower = wanted.toLowerCase();
  return options.find((option) => option.toLowerCase() === lower) ?? '';
}

/** The variant of that size and colour (the default variant of a product with neither). */
function findVariant(product: ChoosableProduct, choice: VariantChoice) {
  return product.variants.find((v) => v.size === choice.size && v.color === choice.color);
}

/** Units left of a variant; a product listed without variants (an older answer) falls back to its stock. */
function unitsOf(product: ChoosableProduct, size: string, color: string): number {
  if (product.variants.length === 0) return product.stock;
  return findVariant(product, { size, color })?.stock ?? 0;
}

/**
 * The sizes that cannot be bought in `color`: their variant has no stock (or does not exist). With no colour
 * chosen yet on a product that has colours, a size is sold out when it is sold out in every colour.
 */
export function soldOutSizes(product: ChoosableProduct, color: string): ReadonlySet<string> {
  const colors = color || product.colors.length === 0 ? [color] : product.colors;
  return new Set(product.sizes.filter((size) => colors.every((c) => unitsOf(product, size, c) <= 0)));
}

/** Every size and colour offered that has no stock left (what "Notify me" may wait for). */
export function soldOutChoices(product: ChoosableProduct): VariantChoice[] {
  const sizes = product.sizes.length > 0 ? product.sizes : [''];
  const colors = product.colors.length > 0 ? product.colors : [''];
  return colors.flatMap((color) =>
    sizes.filter((size) => unitsOf(product, size, color) <= 0).map((size) => ({ size, color })),
  );
}

/** The colours with no size left. */
export function soldOutColors(product: ChoosableProduct): ReadonlySet<string> {
  const sizes = product.sizes.length > 0 ? product.sizes : [''];
  return new Set(product.colors.filter((color) => sizes.every((size) => unitsOf(product, size, color) <= 0)));
}

/**
 * The choice a page starts from: the asked size and colour where the product offers them (a shared link,
 * `?size=M&color=black`, even when sold out: the page then says so), else the first colour that has stock
 * and the first size in stock in it (the first of each when nothing is left).
 */
export function initialChoice(product: ChoosableProduct, wanted: Partial<VariantChoice> = {}): VariantChoice {
  const soldOutColour = soldOutColors(product);
  const color =
    pick(product.colors, wanted.color) || product.colors.find((c) => !soldOutColour.has(c)) || product.colors[0] || '';
  return { color, size: pick(product.sizes, wanted.size) || firstSizeIn(product, color) };
}

/** The first size left in that colour ('' when none is). */
function firstSizeIn(product: ChoosableProduct, color: string): string {
  const soldOut = soldOutSizes(product, color);
  return product.sizes.find((size) => !soldOut.has(size)) ?? '';
}

/**
 * Choosing a colour keeps the size chosen, even when it is sold out in that colour (the page then says so and offers
 * "Notify me" for it: `sizeSoldOutIn`); with no size chosen yet it takes the first size left in that colour.
 */
export function withColor(product: ChoosableProduct, choice: VariantChoice, color: string): VariantChoice {
  return { color, size: choice.size || firstSizeIn(product, color) };
}

/** Whether the chosen size is sold out in the chosen colour (both chosen, the colour itself not sold out). */
export function sizeSoldOutIn(product: ChoosableProduct, choice: VariantChoice): boolean {
  const { size, color } = choice;
  if (!size || !color || soldOutColors(product).has(color)) return false;
  return soldOutSizes(product, color).has(size);
}

/**
 * Stock and price of what is chosen: the variant's; while the choice is incomplete, the units of the variants
 * it still allows (the shared number for a shared-stock product) and the product's price.
 */
export function choiceFacts(
  product: ChoosableProduct,
  choice: VariantChoice,
): { stock: number; price: number; prices?: Variant['prices'] } {
  const variant = findVariant(product, choice);
  if (variant) return { stock: variant.stock, price: variant.price, prices: variant.prices };
  const { price, prices } = product;
  if (!product.stockPerVariant || product.variants.length === 0) return { stock: product.stock, price, prices };
  const allowed = product.variants.filter(
    (v) => (!choice.size || v.size === choice.size) && (!choice.color || v.color === choice.color),
  );
  return { stock: allowed.reduce((sum, v) => sum + Math.max(0, v.stock), 0), price, prices };
}

/**
 * The lowest price of a product whose live variants cost different prices (each its own, else the product's), with
 * its price in CAD where the shop charges it: what a card and a quick view write as "From $42.00". Null when every
 * variant costs the same (the product's one price is written as it is).
 */
export function lowestPrice(product: Pick<ChoosableProduct, 'variants'>): Pick<Variant, 'price' | 'prices'> | null {
  const [first, ...others] = product.variants;
  if (!first || others.every((v) => v.price === first.price)) return null;
  const lowest = others.reduce((low, v) => (v.price < low.price ? v : low), first);
  return { price: lowest.price, prices: lowest.prices };
}

/** The product's choice as the page's URL keeps it: `?size=M&color=black`, nothing for a product with neither. */
export function choiceSearch(choice: VariantChoice): { size?: string; color?: string } {
  return { size: choice.size || undefined, color: choice.color || undefined };
}

/** The size and colour the URL asks for (any text up to 50 characters; the page ignores what it does not offer). */
export function parseChoiceSearch(raw: Record<string, unknown>): { size?: string; color?: string } {
  const text = (value: unknown) =>
    (typeof value === 'string' || typeof value === 'number') && String(value).length <= 50
      ? String(value).trim() || undefined
      : undefined;
  return { size: text(raw.size), color: text(raw.color) };
}
