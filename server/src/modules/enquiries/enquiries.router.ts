import { createEnquiryInput, idInput, listEnquiriesInput } from '@sevak/shared';
import { router } from '../../trpc/init';
import { adminProcedure } from '../../trpc/procedures';
import * as service from './enquiries.service';

/** Enquiries are taken and cleared, never edited (spec §7). */
export const enquiriesRouter = router({
  list: adminProcedure.input(listEnquiriesInput).query(({ ctx, input }) => service.listEnquiries(ctx.deps, ctx.actor, input)),
  create: adminProcedure.input(createEnquiryInput).mutation(({ ctx, input }) => service.createEnquiry(ctx.deps, ctx.actor, input)),
  delete: adminProcedure.input(idInput).mutation(({ ctx, input }) => service.deleteEnquiry(ctx.deps, ctx.actor, input.id)),
});
