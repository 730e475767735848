import { router } from '../../trpc/init';
import { adminProcedure } from '../../trpc/procedures';
import * as service from './dashboard.service';

export const dashboardRouter = router({
  get: adminProcedure.query(({ ctx }) => service.getAdminDashboard(ctx.deps, ctx.actor)),
});
