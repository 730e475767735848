import {
  createHelpDeskTicketInput,
  MSG,
  listHelpDeskTicketsInput,
  listOwnHelpDeskTicketsInput,
  openHelpDeskThreadInput,
  replyToHelpDeskTicketInput,
  replyToOwnHelpDeskTicketInput,
  setHelpDeskTicketStatusInput,
} from '@sevak/shared';
import { admin, superadmin } from '../../operations/operation';
import * as service from './help-desk.service';

/** An admin's queries to the platform operator, and the conversation on each. */
export const helpDeskOperations = {
  create: admin.mutation({
    input: createHelpDeskTicketInput,
    rest: { method: 'POST', path: '/admin/helpdesk', status: 201, message: MSG.helpDesk.rest.created },
    run: ({ deps, caller, input }) => service.createTicket(deps, caller, input),
  }),
  /** Each query with its status and its thread of replies. */
  list: admin.query({
    input: listOwnHelpDeskTicketsInput,
    rest: { method: 'GET', path: '/admin/helpdesk', message: MSG.helpDesk.rest.ownList, list: 'rows' },
    run: ({ deps, caller, input }) => service.listOwnTickets(deps, caller, input),
  }),
  reply: admin.mutation({
    input: replyToOwnHelpDeskTicketInput,
    rest: { method: 'POST', path: '/admin/helpdesk/:id/reply', status: 201, message: MSG.helpDesk.rest.replied },
    run: ({ deps, caller, input }) => service.replyAsBusiness(deps, caller, input),
  }),
  /** Opening a ticket's thread reads the operator's replies in it; answers the unread count left. */
  openThread: admin.mutation({
    input: openHelpDeskThreadInput,
    rest: { method: 'POST', path: '/admin/helpdesk/:id/read', body: 'none', message: MSG.helpDesk.rest.read },
    run: ({ deps, caller, input }) => service.openOwnThread(deps, caller, input.id),
  }),
  /** The operator's replies not yet read, for the top bar's badge. */
  unread: admin.query({
    rest: { method: 'GET', path: '/admin/helpdesk/unread', message: MSG.helpDesk.rest.unread },
    run: ({ deps, caller }) => service.unreadCount(deps, caller),
  }),
};

/** The operator reads every business's queries and answers them. */
export const helpDeskTicketOperations = {
  list: superadmin.query({
    input: listHelpDeskTicketsInput,
    rest: { method: 'GET', path: '/superadmin/helpdesk', message: MSG.helpDesk.rest.list, list: 'rows' },
    run: ({ deps, input }) => service.listAllTickets(deps, input),
  }),
  reply: superadmin.mutation({
    input: replyToHelpDeskTicketInput,
    rest: { method: 'POST', path: '/superadmin/helpdesk/:id/reply', status: 201, message: MSG.helpDesk.rest.replied },
    run: ({ deps, caller, input }) => service.replyAsOperator(deps, caller, input),
  }),
  setStatus: superadmin.mutation({
    input: setHelpDeskTicketStatusInput,
    rest: { method: 'POST', path: '/superadmin/helpdesk/:id/status', message: MSG.helpDesk.rest.statusUpdated },
    run: ({ deps, input }) => service.setStatus(deps, input),
  }),
  /** Opening a ticket's thread reads the business's replies in it. */
  openThread: superadmin.mutation({
    input: openHelpDeskThreadInput,
    rest: { method: 'POST', path: '/superadmin/helpdesk/:id/read', body: 'none', message: MSG.helpDesk.rest.read },
    run: ({ deps, input }) => service.openThread(deps, input.id),
  }),
};
