import { createHelpDeskTicketInput, listHelpDeskTicketsInput, listOwnHelpDeskTicketsInput } from '@sevak/shared';
import { admin, superadmin } from '../../operations/operation';
import * as service from './help-desk.service';

/** An admin's queries to the platform operator. */
export const helpDeskOperations = {
  create: admin.mutation({
    input: createHelpDeskTicketInput,
    rest: { method: 'POST', path: '/admin/helpdesk', status: 201, message: 'Query Submitted successfully' },
    run: ({ deps, caller, input }) => service.createTicket(deps, caller, input),
  }),
  list: admin.query({
    input: listOwnHelpDeskTicketsInput,
    rest: { method: 'GET', path: '/admin/helpdesk', message: 'Help desk queries fetched successfully', list: 'rows' },
    run: ({ deps, caller, input }) => service.listOwnTickets(deps, caller, input),
  }),
};

/** The operator reads every business's queries. */
export const helpDeskTicketOperations = {
  list: superadmin.query({
    input: listHelpDeskTicketsInput,
    rest: { method: 'GET', path: '/superadmin/helpdesk', message: 'Help desk tickets fetched successfully', list: 'rows' },
    run: ({ deps, input }) => service.listAllTickets(deps, input),
  }),
};
