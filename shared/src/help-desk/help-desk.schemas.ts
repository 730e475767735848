import { z } from 'zod';
import { LIMITS } from '../common/fields';
import { listQuery } from '../common/pagination';

/** What an admin writes to the platform operator (spec §5 "Help-desk message"). */
export const helpDeskMessage = z
  .string({ error: 'Message is required' })
  .trim()
  .min(10, 'Message must be at least 10 characters')
  .max(LIMITS.message, 'Message must be less than 1000 characters');

export const createHelpDeskTicketInput = z.object({ message: helpDeskMessage });
export type CreateHelpDeskTicketInput = z.infer<typeof createHelpDeskTicketInput>;

/** An admin's own queries, newest first; search matches the message. */
export const listOwnHelpDeskTicketsInput = listQuery(['createdAt']);
export type ListOwnHelpDeskTicketsInput = z.infer<typeof listOwnHelpDeskTicketsInput>;

/** Every business's queries for the operator; search matches the message or the business name. */
export const HELP_DESK_TICKET_SORT_FIELDS = ['createdAt', 'businessName'] as const;
export const listHelpDeskTicketsInput = listQuery(HELP_DESK_TICKET_SORT_FIELDS);
export type ListHelpDeskTicketsInput = z.infer<typeof listHelpDeskTicketsInput>;

/** A query as the admin who sent it sees it. */
export interface OwnHelpDeskTicket {
  id: string;
  message: string;
  createdAt: Date;
}

/** A query as the operator sees it: who sent it (spec §3 "Help desk ticket"); `admin.id` is the business. */
export interface HelpDeskTicket extends OwnHelpDeskTicket {
  admin: {
    id: string;
    user: { fullname: string; email: string | null; phoneNumber: string };
  };
}
