import { createBusinessInput, idInput, listBusinessesInput, updateBusinessInput } from '@sevak/shared';
import { router } from '../../trpc/init';
import { superadminProcedure } from '../../trpc/procedures';
import * as service from './businesses.service';

/** The operator's businesses, each with its admin account (spec §2 /superadmin/dashboard). */
export const businessesRouter = router({
  list: superadminProcedure.input(listBusinessesInput).query(({ ctx, input }) => service.listBusinesses(ctx.deps, input)),
  get: superadminProcedure.input(idInput).query(({ ctx, input }) => service.getBusiness(ctx.deps, input.id)),
  create: superadminProcedure.input(createBusinessInput).mutation(({ ctx, input }) => service.createBusiness(ctx.deps, input)),
  update: superadminProcedure
    .input(updateBusinessInput)
    .mutation(({ ctx, input }) => service.updateBusiness(ctx.deps, input.id, input.data)),
  delete: superadminProcedure.input(idInput).mutation(({ ctx, input }) => service.deleteBusiness(ctx.deps, input.id)),
});
