import type { DimensionUnit } from '@shared/schemas/catalogue';

/** Centimetres in an inch. */
const CM_PER_INCH = 2.54;

/** A cell that is measurements only: numbers and the separators of a range ('36', '28.5', '36-38', '36 – 38'). */
const MEASURE = /^\d+(?:[.,]\d+)?(?:\s*[-–/]\s*\d+(?:[.,]\d+)?)*$/;
const NUMBER = /\d+(?:[.,]\d+)?/g;

/**
 * A size chart's cell in the unit asked for: written as the owner wrote it in the chart's own unit; in the other,
 * each number converted (1 in = 2.54 cm) to one decimal in the page's language ('36' in → '91.4' / '91,4' cm).
 * A cell that is not a measurement ('S', 'Chest', '28"') is shown as written.
 */
export function chartCell(cell: string, from: DimensionUnit, to: DimensionUnit, localeTag: string): string {
  if (from === to || !MEASURE.test(cell.trim())) return cell;
  const format = new Intl.NumberFormat(localeTag, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return cell.trim().replace(NUMBER, (n) => {
    const value = Number(n.replace(',', '.'));
    return format.format(to === 'cm' ? value * CM_PER_INCH : value / CM_PER_INCH);
  });
}

/** A text the owner wrote as one fact per line ('Handmade\n100% cotton'), its lines without blanks. */
export const linesOf = (text: string | undefined): string[] =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
