import type { ColumnType, Generated } from 'kysely';
import type { DimensionUnit } from '../../shared/schemas/catalogue.js';
import type { Bool, IntDefault, Stamp, TextDefault } from './columns.js';

/** The paintings' tables: the painting, its print sizes and their editions (issue 43). */
export interface PaintingTable {
  id: Generated<number>;
  title: string;
  description: TextDefault;
  price_cents: number;
  image_url: string | null;
  preview_image_url: string | null;
  medium: TextDefault;
  artist_name: TextDefault;
  width: number | null;
  height: number | null;
  unit: ColumnType<DimensionUnit, DimensionUnit | undefined, DimensionUnit>;
  year: number | null;
  tags: TextDefault;
  is_original: Bool;
  is_limited: Bool;
  limited_edition_count: number | null;
  current_edition_number: IntDefault;
  in_stock: Bool;
  is_featured: Bool;
  is_sold: Bool;
  mark_sold_after_purchase: Bool;
  shipping_price_cents: IntDefault;
  /** 1: it cannot be returned (issue 41; an original never can); migration 2026-12-13T13-00. */
  final_sale: IntDefault;
  /**
   * Its story in the archive (issue 43): the owner's text (sanitised HTML), the exhibitions (a JSON list) and 1 when
   * she keeps it out of the archive; migration 2026-12-13T16-00 (domain/catalogue/archive.ts).
   */
  story: TextDefault;
  exhibitions: TextDefault;
  hide_from_archive: IntDefault;
  /** As the product's: when it goes on sale, and whether its page counts down to it. */
  publish_at: string | null;
  announce: Bool;
  /** As the product's: its set price in Canadian dollars (null: converted); migration 2026-11-28T13-00. */
  cad_price_cents: ColumnType<number | null, number | null | undefined, number | null>;
  /** The owner's details as JSON text (null: none); migration 2026-11-29T11-00 (domain/catalogue/item-details.ts). */
  details: ColumnType<string | null, string | null | undefined, string | null>;
  /** Its category and collection (issue 39; null: none); migration 2026-11-30T10-00. */
  category_id: ColumnType<number | null, number | null | undefined, number | null>;
  collection_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Its place in its category and its collection (issue 39; null: not placed); migration 2026-11-30T12-00. */
  category_position: ColumnType<number | null, number | null | undefined, number | null>;
  collection_position: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: string | null;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface PaintingPrintSizeTable {
  id: Generated<number>;
  painting_id: number;
  width: number;
  height: number;
  unit: ColumnType<DimensionUnit, DimensionUnit | undefined, DimensionUnit>;
  price_cents: number;
  sort_order: IntDefault;
}

/**
 * A limited print's edition in one print size (issue 43; migration 2026-12-13T12-00), matched to its
 * `painting_print_size` by width, height and unit (domain/catalogue/editions.ts).
 */
export interface PaintingEditionTable {
  id: Generated<number>;
  painting_id: number;
  width: number;
  height: number;
  unit: ColumnType<DimensionUnit, DimensionUnit | undefined, DimensionUnit>;
  /** Numbers for sale. */
  total: number;
  /** Artist's proofs beside them, never sold online. */
  proofs: IntDefault;
  /** Numbers sold: the next sale takes `sold + 1`. */
  sold: IntDefault;
  proofs_sold: IntDefault;
}

/**
 * An artist's proof the owner sold outside the shop ("AP 2/5" of `edition_id`), its certificate's holder (issue 43);
 * 'void': recorded by mistake, the proof is held again. Migration 2026-12-14T11-00.
 */
export interface ProofSaleTable {
  id: Generated<number>;
  edition_id: number;
  number: number;
  /** The edition's proofs when it was sold: "AP number/total". */
  total: number;
  buyer_name: string | null;
  note: string | null;
  locale: ColumnType<string, string | undefined, string>;
  sold_at: string;
  status: 'sold' | 'void';
  created_by: number | null;
  created_at: string;
  voided_at: string | null;
}
