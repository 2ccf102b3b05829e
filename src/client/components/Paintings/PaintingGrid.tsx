import type { Painting } from '@shared/schemas/catalogue';
import { PaintingCard } from '../PaintingCard/PaintingCard';
import { CardGrid, cardGridSizes } from '../ShopCard/CardGrid';

const COLS = { base: 1, xs: 2, md: 3, lg: 4 };
const SIZES = cardGridSizes(COLS);

/** A page of the gallery's cards, the first one's image loaded first. */
export function PaintingGrid({ paintings }: { paintings: readonly Painting[] }) {
  return (
    <CardGrid cols={COLS} verticalSpacing={48}>
      {paintings.map((painting, index) => (
        <PaintingCard key={painting.id} painting={painting} priority={index === 0} sizes={SIZES} />
      ))}
    </CardGrid>
  );
}
