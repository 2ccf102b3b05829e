import type { z } from 'zod';
import { AppError } from '../../../shared/errors.js';
import { type ProductInput, productInput, productUpdateInput } from '../../../shared/schemas/admin-catalogue.js';
import type { ImportError, ProductImportInput, ProductImportPreview } from '../../../shared/schemas/reports.js';
import { IMPORT_MAX_ROWS } from '../../../shared/schemas/reports.js';
import type { Reader } from '../../db/flow.js';
import { runFlow } from '../../db/flow.js';
import type { Deps, FlowDeps } from '../../deps.js';
import type { Actor } from '../accounts/accounts.js';
import { productProblems, productRefs, writeNewProduct, writeProductEdit } from '../catalogue/admin-products.js';
import { readCsv } from './csv.js';
import { PRODUCT_HEADERS } from './product-columns.js';

/**
 * The product import: the products export's shape, each row validated as the product form is (its schema, then
 * `productProblems`, the form's own checks); errors by row (as a spreadsheet numbers it) and column. The preview
 * and the import run the one check, `checkFile`: the preview writes nothing; the import checks again and writes
 * every row in one transaction, or none.
 */
type ProductUpdateInput = z.infer<typeof productUpdateInput>;

interface CheckedRow {
  row: number;
  id: number | null;
  name: string;
  price: string;
  /** The row as the product form's schema read it: a new product, or the fields of one to update. */
  write: { create: ProductInput } | { update: ProductUpdateInput };
}

async function checkFile(db: Reader, csv: string): Promise<{ rows: CheckedRow[]; errors: ImportError[] }> {
  let file: ReturnType<typeof readCsv>;
  try {
    file = readCsv(csv);
  } catch (error) {
    const lines = (error as { lines?: number }).lines ?? 1;
    const message = error instanceof Error ? error.message : 'unreadable';
    return { rows: [], errors: [{ row: lines, column: '', message: `Not valid CSV: ${message}` }] };
  }
  const errors: ImportError[] = [];
  for (const header of file.headers) {
    if (!PRODUCT_HEADERS.includes(header)) {
      errors.push({ row: 1, column: header, message: `Unknown column (expected ${PRODUCT_HEADERS.join(', ')})` });
    }
  }
  for (const needed of ['name', 'price']) {
    if (!file.headers.includes(needed)) errors.push({ row: 1, column: needed, message: 'Missing column' });
  }
  if (file.records.length === 0) errors.push({ row: 2, column: '', message: 'The file has no product rows' });
  if (file.records.length > IMPORT_MAX_ROWS) {
    errors.push({ row: IMPORT_MAX_ROWS + 2, column: '', message: `At most ${IMPORT_MAX_ROWS} rows at once` });
  }
  if (errors.length > 0) return { rows: [], errors };

  const idCells = file.records.map((r) => r.cells.id?.trim() ?? '');
  const refs = await productRefs(db, idCells.filter((id) => /^\d+$/.test(id)).map(Number));
  const rows: CheckedRow[] = [];
  for (const { row, cells } of file.records) {
    // A blank cell is a field left out: the form's default on a new product, unchanged on an update.
    const given = Object.fromEntries(Object.entries(cells).filter(([, v]) => v.trim() !== ''));
    const idText = given.id?.trim();
    if (idText !== undefined && !/^\d+$/.test(idText)) {
      errors.push({ row, column: 'id', message: 'id must be a whole number' });
      continue;
    }
    const id = idText === undefined ? null : Number(idText);
    const parsed = id === null ? productInput.safeParse(given) : productUpdateInput.safeParse({ ...given, id });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        errors.push({ row, column: String(issue.path[0] ?? ''), message: issue.message });
      }
      continue;
    }
    // What the form refuses past its schema, by the form's own function (what the write would refuse).
    const problems = productProblems(refs, parsed.data);
    if (problems.length > 0) {
      errors.push(...problems.map(({ column, message }) => ({ row, column, message })));
      continue;
    }
    const write = id === null ? { create: parsed.data as ProductInput } : { update: parsed.data as ProductUpdateInput };
    rows.push({ row, id, name: cells.name ?? '', price: cells.price ?? '', write });
  }
  return { rows, errors };
}

export async function previewProductImport(
  { db }: Pick<Deps, 'db'>,
  input: ProductImportInput,
): Promise<ProductImportPreview> {
  const { rows, errors } = await checkFile(db, input.csv);
  return {
    rows: rows.length + new Set(errors.filter((e) => e.row > 1).map((e) => e.row)).size,
    creates: rows.filter((r) => r.id === null).length,
    updates: rows.filter((r) => r.id !== null).length,
    errors,
    sample: rows.slice(0, 50).map(({ row, id, name, price }) => ({ row, id, name, price })),
  };
}

/** Imports every row in one transaction, or nothing when any row has a problem (a 400 naming the first ones). */
export async function importProducts(
  deps: FlowDeps<'clock'>,
  input: ProductImportInput,
  actor: Actor,
): Promise<{ created: number; updated: number; ids: number[] }> {
  const { rows, errors } = await checkFile(deps.db, input.csv);
  if (errors.length > 0) {
    const first = errors
      .slice(0, 3)
      .map((e) => `row ${e.row}${e.column ? `, ${e.column}` : ''}: ${e.message}`)
      .join('; ');
    throw new AppError('BAD_REQUEST', `Nothing was imported: ${errors.length} problem(s) in the file (${first})`);
  }
  return runFlow(deps, async (tx) => {
    const ids: number[] = [];
    for (const row of rows) {
      try {
        ids.push(
          'create' in row.write
            ? await writeNewProduct(tx, row.write.create, actor)
            : await writeProductEdit(tx, row.write.update, actor),
        );
      } catch (error) {
        // The whole file rolls back; the owner learns which row stopped it.
        const why = error instanceof AppError ? error.message : 'it clashes with what is in the shop';
        throw new AppError('CONFLICT', `Nothing was imported: row ${row.row} could not be written (${why})`);
      }
    }
    return {
      created: rows.filter((r) => r.id === null).length,
      updated: rows.filter((r) => r.id !== null).length,
      ids,
    };
  });
}
