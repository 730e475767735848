import { z } from 'zod';
import { LIMITS, recordId } from '../common/fields';
import { listQuery } from '../common/pagination';
import { MSG } from '../i18n/messages.en';
import { helpDeskMessagesEn } from './messages.en';

/** What an admin writes to the platform operator (spec §5 "Help-desk message"). */
export const helpDeskMessage = z
  .string({ error: MSG.helpDesk.validation.messageRequired })
  .trim()
  .min(10, MSG.helpDesk.validation.messageTooShort)
  .max(LIMITS.message, MSG.helpDesk.validation.messageTooLong);

export const createHelpDeskTicketInput = z.object({ message: helpDeskMessage });
export type CreateHelpDeskTicketInput = z.infer<typeof createHelpDeskTicketInput>;

/** An admin's own queries, newest first; search matches the message. */
export const listOwnHelpDeskTicketsInput = listQuery(['createdAt']);
export type ListOwnHelpDeskTicketsInput = z.infer<typeof listOwnHelpDeskTicketsInput>;

/**
 * Where a ticket stands: the operator has yet to answer (open), the operator answered and waits
 * for the business (waiting on the business), or it is done (resolved). A business's reply
 * always opens it again.
 */
export const HELP_DESK_STATUSES = ['OPEN', 'WAITING_ON_BUSINESS', 'RESOLVED'] as const;
export type HelpDeskStatus = (typeof HELP_DESK_STATUSES)[number];
const helpDeskStatus = z.enum(HELP_DESK_STATUSES, { error: MSG.helpDesk.validation.statusUnknown });

/** The status in the operator's words. */
export const HELP_DESK_STATUS_LABELS: Record<HelpDeskStatus, string> = helpDeskMessagesEn.labels.status;

/** The status in the shop owner's words, on their own Help Desk screen. */
export const OWN_HELP_DESK_STATUS_LABELS: Record<HelpDeskStatus, string> = helpDeskMessagesEn.labels.ownStatus;

/** Every business's queries for the operator; search matches the message or the business name. */
export const HELP_DESK_TICKET_SORT_FIELDS = ['createdAt', 'businessName'] as const;
export const listHelpDeskTicketsInput = listQuery(HELP_DESK_TICKET_SORT_FIELDS).extend({ status: helpDeskStatus.optional() });
export type ListHelpDeskTicketsInput = z.infer<typeof listHelpDeskTicketsInput>;

/** A reply in a ticket's thread: unlike a new query it may be short ("Thanks, that worked"). */
export const helpDeskReplyMessage = z
  .string({ error: MSG.helpDesk.validation.replyRequired })
  .trim()
  .min(1, MSG.helpDesk.validation.replyEmpty)
  .max(LIMITS.message, MSG.helpDesk.validation.replyTooLong);

/** The business's admin answering in their own ticket's thread. */
export const replyToOwnHelpDeskTicketInput = z.object({ id: recordId(MSG.helpDesk.validation.invalidTicketId), message: helpDeskReplyMessage });
export type ReplyToOwnHelpDeskTicketInput = z.infer<typeof replyToOwnHelpDeskTicketInput>;

/** The operator's reply; it leaves the ticket waiting on the business unless `status` says otherwise. */
export const replyToHelpDeskTicketInput = replyToOwnHelpDeskTicketInput.extend({ status: helpDeskStatus.optional() });
export type ReplyToHelpDeskTicketInput = z.infer<typeof replyToHelpDeskTicketInput>;

/** The operator resolving or reopening a ticket without a reply. */
export const setHelpDeskTicketStatusInput = z.object({ id: recordId(MSG.helpDesk.validation.invalidTicketId), status: helpDeskStatus });
export type SetHelpDeskTicketStatusInput = z.infer<typeof setHelpDeskTicketStatusInput>;

/** A ticket whose thread its reader has opened. */
export const openHelpDeskThreadInput = z.object({ id: recordId(MSG.helpDesk.validation.invalidTicketId) });
export type OpenHelpDeskThreadInput = z.infer<typeof openHelpDeskThreadInput>;

/** Who wrote a reply: the platform's operator or the business's admin. */
export type HelpDeskReplyAuthor = 'OPERATOR' | 'BUSINESS';

export interface HelpDeskReply {
  id: string;
  author: HelpDeskReplyAuthor;
  authorName: string;
  message: string;
  createdAt: Date;
}

/** A query as the admin who sent it sees it, with its status and thread, oldest reply first. */
export interface OwnHelpDeskTicket {
  id: string;
  message: string;
  createdAt: Date;
  status: HelpDeskStatus;
  replies: HelpDeskReply[];
  /** Replies from the other side that this reader has not seen yet. */
  unread: number;
}

/** The number of the operator's replies the business has not read yet (the top bar's badge). */
export interface HelpDeskUnreadCount {
  count: number;
}

/** A query as the operator sees it: who sent it (spec §3 "Help desk ticket"); `admin.id` is the business. */
export interface HelpDeskTicket extends OwnHelpDeskTicket {
  admin: {
    id: string;
    user: { fullname: string; email: string | null; phoneNumber: string };
  };
}
