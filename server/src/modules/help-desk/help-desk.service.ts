import {
  MSG,
  type CreateHelpDeskTicketInput,
  type HelpDeskStatus,
  type HelpDeskTicket,
  type HelpDeskUnreadCount,
  type ListHelpDeskTicketsInput,
  type ListOwnHelpDeskTicketsInput,
  type OwnHelpDeskTicket,
  type Page,
  type ReplyToHelpDeskTicketInput,
  type ReplyToOwnHelpDeskTicketInput,
  type SetHelpDeskTicketStatusInput,
} from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import type { AdminCaller, SuperadminCaller } from '../auth/admission';
import type { BusinessScope } from '../../tenancy/data-scope';
import { mailOwnerOfReply } from './help-desk.mail';
import * as repository from './help-desk.repository';

const ticketNotFound = () => AppError.notFound(MSG.helpDesk.errors.ticketNotFound);

/** An admin's query to the platform operator, from the admin's own business. */
export function createTicket(deps: AppDeps, business: BusinessScope, input: CreateHelpDeskTicketInput): Promise<OwnHelpDeskTicket> {
  return repository.insertTicket(deps.db, business.businessId, input.message, deps.clock.now());
}

export function listOwnTickets(deps: AppDeps, business: BusinessScope, input: ListOwnHelpDeskTicketsInput): Promise<Page<OwnHelpDeskTicket>> {
  return repository.listOwnTickets(deps.db, business.businessId, input);
}

/** The operator reads every business's queries, newest first. */
export function listAllTickets(deps: AppDeps, input: ListHelpDeskTicketsInput): Promise<Page<HelpDeskTicket>> {
  return repository.listAllTickets(deps.db, input);
}

/**
 * The business answers in its own ticket's thread; whatever the ticket's status, it is open
 * again, for the operator to read. Another business's ticket is not found.
 */
export async function replyAsBusiness(deps: AppDeps, caller: AdminCaller, input: ReplyToOwnHelpDeskTicketInput): Promise<OwnHelpDeskTicket> {
  const ticket = await repository.lockTicket(deps.db, caller.businessId, input.id);
  if (!ticket) throw ticketNotFound();
  await repository.insertReply(deps.db, {
    businessId: ticket.businessId,
    ticketId: ticket.id,
    author: 'BUSINESS',
    authorUserId: caller.userId,
    authorName: caller.user.fullname,
    message: input.message,
    now: deps.clock.now(),
  });
  await repository.setTicketStatus(deps.db, ticket.businessId, ticket.id, 'OPEN');
  // Writing in the thread means having read it.
  await repository.markRepliesRead(deps.db, ticket.businessId, ticket.id, 'OPERATOR', deps.clock.now());
  return (await repository.findTicket(deps.db, ticket.businessId, ticket.id, 'OPERATOR'))!;
}

/**
 * The operator answers any business's ticket. The ticket then waits on the business unless the
 * operator says otherwise (a reply that settles it resolves it); the owner is e-mailed when
 * SMTP_URL is set.
 */
export async function replyAsOperator(deps: AppDeps, caller: SuperadminCaller, input: ReplyToHelpDeskTicketInput): Promise<OwnHelpDeskTicket> {
  const ticket = await repository.lockTicket(deps.db, undefined, input.id);
  if (!ticket) throw ticketNotFound();
  const status: HelpDeskStatus = input.status ?? 'WAITING_ON_BUSINESS';
  await repository.insertReply(deps.db, {
    businessId: ticket.businessId,
    ticketId: ticket.id,
    author: 'OPERATOR',
    authorUserId: caller.userId,
    authorName: caller.user.fullname,
    message: input.message,
    now: deps.clock.now(),
  });
  await repository.setTicketStatus(deps.db, ticket.businessId, ticket.id, status);
  await repository.markRepliesRead(deps.db, ticket.businessId, ticket.id, 'BUSINESS', deps.clock.now());

  const owner = await repository.ownerOf(deps.db, ticket.businessId);
  if (owner?.email) {
    mailOwnerOfReply(deps, {
      to: owner.email,
      ownerName: owner.fullname,
      ticketMessage: ticket.message,
      operatorName: caller.user.fullname,
      reply: input.message,
      status,
    });
  }
  return operatorView(deps, ticket.businessId, ticket.id);
}

/** The operator resolves a ticket, or reopens one, without a reply. */
export async function setStatus(deps: AppDeps, input: SetHelpDeskTicketStatusInput): Promise<OwnHelpDeskTicket> {
  const ticket = await repository.lockTicket(deps.db, undefined, input.id);
  if (!ticket) throw ticketNotFound();
  await repository.setTicketStatus(deps.db, ticket.businessId, ticket.id, input.status);
  return operatorView(deps, ticket.businessId, ticket.id);
}

/** The business opened its ticket's thread: the operator's replies in it are read. */
export async function openOwnThread(deps: AppDeps, business: BusinessScope, id: string): Promise<HelpDeskUnreadCount> {
  const ticket = await repository.lockTicket(deps.db, business.businessId, id);
  if (!ticket) throw ticketNotFound();
  await repository.markRepliesRead(deps.db, business.businessId, id, 'OPERATOR', deps.clock.now());
  return { count: await repository.countUnreadForBusiness(deps.db, business.businessId) };
}

/** The operator opened a ticket's thread: the business's replies in it are read. */
export async function openThread(deps: AppDeps, id: string): Promise<OwnHelpDeskTicket> {
  const ticket = await repository.lockTicket(deps.db, undefined, id);
  if (!ticket) throw ticketNotFound();
  await repository.markRepliesRead(deps.db, ticket.businessId, id, 'BUSINESS', deps.clock.now());
  return operatorView(deps, ticket.businessId, ticket.id);
}

/** The top bar's badge: the operator's replies the business has not read. */
export async function unreadCount(deps: AppDeps, business: BusinessScope): Promise<HelpDeskUnreadCount> {
  return { count: await repository.countUnreadForBusiness(deps.db, business.businessId) };
}

/** A ticket after the operator's change, with `unread` counting the business's replies the operator has not read. */
async function operatorView(deps: AppDeps, businessId: string, id: string): Promise<OwnHelpDeskTicket> {
  return (await repository.findTicket(deps.db, businessId, id, 'BUSINESS'))!;
}
