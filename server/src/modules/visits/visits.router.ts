import { createVisitInput, idInput, listVisitsInput, updateVisitInput } from '@sevak/shared';
import { router } from '../../trpc/init';
import { adminProcedure } from '../../trpc/procedures';
import * as service from './visits.service';

export const visitsRouter = router({
  list: adminProcedure.input(listVisitsInput).query(({ ctx, input }) => service.listVisits(ctx.deps, ctx.actor, input)),
  summary: adminProcedure.query(({ ctx }) => service.summarizeVisits(ctx.deps, ctx.actor)),
  get: adminProcedure.input(idInput).query(({ ctx, input }) => service.getVisit(ctx.deps, ctx.actor, input.id)),
  create: adminProcedure.input(createVisitInput).mutation(({ ctx, input }) => service.createVisit(ctx.deps, ctx.actor, input)),
  update: adminProcedure
    .input(updateVisitInput)
    .mutation(({ ctx, input }) => service.updateVisit(ctx.deps, ctx.actor, input.id, input.data)),
  complete: adminProcedure.input(idInput).mutation(({ ctx, input }) => service.completeVisit(ctx.deps, ctx.actor, input.id)),
  delete: adminProcedure.input(idInput).mutation(({ ctx, input }) => service.deleteVisit(ctx.deps, ctx.actor, input.id)),
});
