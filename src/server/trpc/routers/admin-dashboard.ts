import { dashboardSummarySchema } from '../../../shared/schemas/dashboard.js';
import { dashboardSummary } from '../../domain/admin/dashboard.js';
import { adminProcedure, router } from '../init.js';

export const adminDashboardRouter = router({
  summary: adminProcedure.output(dashboardSummarySchema).query(({ ctx }) => dashboardSummary(ctx)),
});
