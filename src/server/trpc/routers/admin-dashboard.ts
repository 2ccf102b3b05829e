import { z } from 'zod';
import {
  bestSellerVariantSchema,
  bestSellerVariantsInput,
  dashboardSummarySchema,
} from '../../../shared/schemas/dashboard.js';
import { bestSellerVariants, dashboardSummary } from '../../domain/reports/dashboard.js';
import { adminProcedure, router } from '../init.js';

export const adminDashboardRouter = router({
  summary: adminProcedure.output(dashboardSummarySchema).query(({ ctx }) => dashboardSummary(ctx)),
  bestSellerVariants: adminProcedure
    .input(bestSellerVariantsInput)
    .output(z.array(bestSellerVariantSchema))
    .query(({ ctx, input }) => bestSellerVariants(ctx, input)),
});
