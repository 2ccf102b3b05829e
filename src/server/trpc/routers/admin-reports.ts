import { z } from 'zod';
import {
  csvFileSchema,
  dateRangeInput,
  exportInput,
  productImportInput,
  productImportPreviewSchema,
  productImportResultSchema,
  salesReportSchema,
} from '../../../shared/schemas/reports.js';
import { nexusRowSchema } from '../../../shared/schemas/tax.js';
import { exportCsv } from '../../domain/reports/exports.js';
import { nexusReport } from '../../domain/reports/nexus.js';
import { importProducts, previewProductImport } from '../../domain/reports/product-import.js';
import { salesReport } from '../../domain/reports/sales.js';
import { adminProcedure, router } from '../init.js';

export const adminReportsRouter = router({
  sales: adminProcedure
    .input(dateRangeInput)
    .output(salesReportSchema)
    .query(({ ctx, input }) => salesReport(ctx, input)),
  nexus: adminProcedure.output(z.array(nexusRowSchema)).query(({ ctx }) => nexusReport(ctx)),
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
