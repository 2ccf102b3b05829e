import { z } from 'zod';
import {
  bestSellerVariantSchema,
  bestSellerVariantsInput,
  dashboardSummarySchema,
  setupGuideSchema,
} from '../../../shared/schemas/dashboard.js';
import { bestSellerVariants, dashboardSummary } from '../../domain/reports/dashboard.js';
import { setupGuide } from '../../domain/reports/setup-guide.js';
import { adminProcedure, router } from '../init.js';

export const adminDashboardRouter = router({
  summary: adminProcedure.output(dashboardSummarySchema).query(({ ctx }) => dashboardSummary(ctx)),
  setupGuide: adminProcedure.output(setupGuideSchema).query(({ ctx }) => setupGuide(ctx)),
  bestSellerVariants: adminProcedure
    .input(bestSellerVariantsInput)
    .output(z.array(bestSellerVariantSchema))
    .query(({ ctx, input }) => bestSellerVariants(ctx, input)),
});
