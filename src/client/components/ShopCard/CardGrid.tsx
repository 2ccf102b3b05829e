import { SimpleGrid, type SimpleGridProps } from '../Plain/PlainLayout';
import { gridSizes } from '../ShopImage/sizes';
import classes from './CardGrid.module.css';

export type CardCols = SimpleGridProps['cols'];

/** Narrower than this a phone shows one card per row; from it up to `sm` (768 px) two (issue 39). */
const ONE_COLUMN_BELOW = '359.98px';

/**
 * The columns of a product or painting grid: its own from `sm` (768 px) up, two per row on a phone whatever it
 * asks for there (one product per row made 15 products a long scroll); one below 360 px, by CSS (`CardGrid`).
 */
function cardCols(cols: CardCols): Record<string, number> {
  if (typeof cols !== 'object' || cols === null) return { base: 2, sm: Number(cols ?? 1) };
  const { base: _base, xs: _xs, ...wide } = cols as Partial<Record<string, number>>;
  return { base: 2, ...(wide as Record<string, number>) };
}

/** The `sizes` of a card image in a `CardGrid` of these `cols`: the whole width below 360 px, then one column's. */
export const cardGridSizes = (cols: CardCols): string =>
  `(max-width: ${ONE_COLUMN_BELOW}) 100vw, ${gridSizes(cardCols(cols))}`;

type CardGridProps = Omit<SimpleGridProps, 'cols' | 'spacing' | 'verticalSpacing'> & {
  cols: CardCols;
  /** The gap between rows from `sm` up (px). */
  verticalSpacing?: number;
};

/** Every product and painting grid of the storefront: `cardCols`, and tighter gaps on a phone. */
export function CardGrid({ cols, className, verticalSpacing = 40, ...props }: CardGridProps) {
  return (
    <SimpleGrid
      cols={cardCols(cols)}
      spacing={{ base: 'md', sm: 'xl' }}
      verticalSpacing={{ base: 'xl', sm: verticalSpacing }}
      className={className ? `${classes.grid} ${className}` : classes.grid}
      {...props}
    />
  );
}
