import {
  csvFileSchema,
  dateRangeInput,
  exportInput,
  productImportInput,
  productImportPreviewSchema,
  productImportResultSchema,
  salesReportSchema,
} from '../../../shared/schemas/reports.js';
import { exportCsv } from '../../domain/reports/exports.js';
import { importProducts, previewProductImport } from '../../domain/reports/product-import.js';
import { salesReport } from '../../domain/reports/sales.js';
import { adminProcedure, router } from '../init.js';

export const adminReportsRouter = router({
  sales: adminProcedure
    .input(dateRangeInput)
    .output(salesReportSchema)
    .query(({ ctx, input }) => salesReport(ctx, input)),
  exportCsv: adminProcedure
    .input(exportInput)
    .output(csvFileSchema)
    .query(({ ctx, input }) => exportCsv(ctx, input)),
  previewProductImport: adminProcedure
    .input(productImportInput)
    .output(productImportPreviewSchema)
    .mutation(({ ctx, input }) => previewProductImport(ctx, input)),
  importProducts: adminProcedure
    .input(productImportInput)
    .output(productImportResultSchema)
    .mutation(({ ctx, input }) => importProducts(ctx, input, ctx.actor)),
});
