import type {
  CreateHelpDeskTicketInput,
  HelpDeskTicket,
  ListHelpDeskTicketsInput,
  ListOwnHelpDeskTicketsInput,
  OwnHelpDeskTicket,
  Page,
} from '@sevak/shared';
import type { AppDeps } from '../../deps';
import type { BusinessScope } from '../../tenancy/data-scope';
import * as repository from './help-desk.repository';

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
