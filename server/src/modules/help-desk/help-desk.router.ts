import { createHelpDeskTicketInput, listHelpDeskTicketsInput, listOwnHelpDeskTicketsInput } from '@sevak/shared';
import { router } from '../../trpc/init';
import { adminProcedure, superadminProcedure } from '../../trpc/procedures';
import * as service from './help-desk.service';

/** Admins send queries to the platform operator. */
export const helpDeskRouter = router({
  create: adminProcedure
    .input(createHelpDeskTicketInput)
    .mutation(({ ctx, input }) => service.createTicket(ctx.deps, ctx.actor, input)),
  list: adminProcedure
    .input(listOwnHelpDeskTicketsInput)
    .query(({ ctx, input }) => service.listOwnTickets(ctx.deps, ctx.actor, input)),
});

/** The operator reads every business's queries. */
export const helpDeskTicketsRouter = router({
  list: superadminProcedure.input(listHelpDeskTicketsInput).query(({ ctx, input }) => service.listAllTickets(ctx.deps, input)),
});
