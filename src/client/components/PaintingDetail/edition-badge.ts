import type { Edition, Painting } from '@shared/schemas/catalogue';
import type paintingMessages from '../../i18n/messages/painting.en.json';
import { sizeEdition } from './painting-availability';

type PaintingMessage = keyof typeof paintingMessages;

/** "Last 3": from this many numbers left the badge counts down instead of saying how many are left. */
const LAST_FEW = 3;

/**
 * The edition a collector buys (issue 43): the chosen print size's own edition (`size`: its text, '8x10in'), or the
 * print's one edition when its sizes have none; null for an original or an open print.
 */
export function editionOf(
  painting: Pick<
    Painting,
    'is_original' | 'is_limited' | 'limited_edition_count' | 'current_edition_number' | 'editions'
  >,
  size: string | null,
): Pick<Edition, 'total' | 'sold'> | null {
  if (painting.is_original || !painting.is_limited) return null;
  const editions = painting.editions ?? [];
  if (editions.length > 0) {
    return sizeEdition(editions, size) ?? editions[0] ?? null;
  }
  if (painting.limited_edition_count === null) return null;
  return { total: painting.limited_edition_count, sold: painting.current_edition_number };
}

/** The numbers of an edition still for sale (artist's proofs aside). */
export function editionLeft(edition: Pick<Edition, 'total' | 'sold'>): number {
  return Math.max(0, edition.total - edition.sold);
}

/**
 * What the badge says of an edition: "Edition of 50 · 38 left", "Edition of 50 · Last 3", "Edition of 50 · Last one",
 * "Edition of 50 · Sold out"; never a bare "0/50", which reads as sold out before any sale.
 */
export function editionBadge(edition: Pick<Edition, 'total' | 'sold'>): {
  message: PaintingMessage;
  params: Record<string, number>;
} {
  const left = editionLeft(edition);
  const params = { total: edition.total, left };
  if (left === 0) return { message: 'painting.editionSoldOut', params };
  if (left === 1) return { message: 'painting.editionLastOne', params };
  if (left <= LAST_FEW) return { message: 'painting.editionLast', params };
  return { message: 'painting.editionLeft', params };
}
