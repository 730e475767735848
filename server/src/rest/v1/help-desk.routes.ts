import { createHelpDeskTicketInput, listHelpDeskTicketsInput } from '@sevak/shared';
import * as service from '../../modules/help-desk/help-desk.service';
import { restRoute, withTotal, type RestRoute } from '../define-route';

export const helpDeskRoutes: RestRoute[] = [
  restRoute.admin({
    method: 'POST',
    url: '/admin/helpdesk',
    status: 201,
    message: 'Query Submitted successfully',
    input: createHelpDeskTicketInput,
    handle: ({ deps, actor, input }) => service.createTicket(deps, actor, input),
  }),
  restRoute.superadmin({
    method: 'GET',
    url: '/superadmin/helpdesk',
    message: 'Help desk tickets fetched successfully',
    input: listHelpDeskTicketsInput,
    handle: async ({ deps, input, reply }) => withTotal(reply, await service.listAllTickets(deps, input)),
  }),
];
