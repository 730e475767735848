import { productReportInput, serviceReportInput } from '@sevak/shared';
import { router } from '../../trpc/init';
import { adminProcedure } from '../../trpc/procedures';
import * as service from './reports.service';

export const reportsRouter = router({
  service: adminProcedure.input(serviceReportInput).query(({ ctx, input }) => service.serviceReport(ctx.deps, ctx.actor, input)),
  product: adminProcedure.input(productReportInput).query(({ ctx, input }) => service.productReport(ctx.deps, ctx.actor, input)),
});
