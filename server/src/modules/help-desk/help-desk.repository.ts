import type { Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import type {
  HelpDeskReply,
  HelpDeskReplyAuthor,
  HelpDeskStatus,
  HelpDeskTicket,
  ListHelpDeskTicketsInput,
  ListOwnHelpDeskTicketsInput,
  OwnHelpDeskTicket,
  Page,
} from '@sevak/shared';
import { containsPattern, countRows, listPage, type ListSort, platformTotal } from '../../lib/list-query';

const OWN_COLUMNS = ['id', 'message', 'created_at as createdAt', 'status'] as const;

/** A ticket's row before its thread is attached. */
type TicketRow = Omit<OwnHelpDeskTicket, 'replies' | 'unread'>;

export async function insertTicket(db: Kysely<Database>, businessId: string, message: string, now: Date): Promise<OwnHelpDeskTicket> {
  const ticket = await db
    .insertInto('help_desk_tickets')
    .values({ business_id: businessId, message, created_at: now })
    .returning(OWN_COLUMNS)
    .executeTakeFirstOrThrow();
  return { ...ticket, replies: [], unread: 0 };
}

const OWN_SORT: ListSort<'createdAt'> = { columns: { createdAt: 'created_at' }, byDefault: 'createdAt', tiebreak: 'id' };

/** A business's own queries, each with its thread; `unread` counts the operator's replies it has not opened. */
export async function listOwnTickets(db: Kysely<Database>, businessId: string, input: ListOwnHelpDeskTicketsInput): Promise<Page<OwnHelpDeskTicket>> {
  let filtered = db.selectFrom('help_desk_tickets').where('business_id', '=', businessId);
  if (input.search) filtered = filtered.where('message', 'ilike', containsPattern(input.search));
  const page = await listPage(filtered.select(OWN_COLUMNS), input, OWN_SORT, () => countRows(filtered));
  const threads = await threadsOf(db, [businessId], page.items.map((ticket) => ticket.id), 'OPERATOR');
  return { items: page.items.map((ticket) => withThread(ticket, threads)), total: page.total };
}

/** By business name, each business's queries newest first. */
const SORT: ListSort<NonNullable<ListHelpDeskTicketsInput['sortBy']>> = {
  columns: { createdAt: 'help_desk_tickets.created_at', businessName: 'users.fullname' },
  byDefault: 'createdAt',
  then: ['help_desk_tickets.created_at', 'desc'],
  tiebreak: 'help_desk_tickets.id',
};

/**
 * Every business's queries with who sent them: the business's admin, joined in the same query.
 * Each has its thread; `unread` counts the business's replies the operator has not opened.
 */
export async function listAllTickets(db: Kysely<Database>, input: ListHelpDeskTicketsInput): Promise<Page<HelpDeskTicket>> {
  let tickets = db.selectFrom('help_desk_tickets');
  if (input.status) tickets = tickets.where('help_desk_tickets.status', '=', input.status);
  let filtered = tickets.innerJoin('users', (join) =>
    join.onRef('users.business_id', '=', 'help_desk_tickets.business_id').on('users.role', '=', 'ADMIN'),
  );
  if (input.search) {
    const pattern = containsPattern(input.search);
    filtered = filtered.where((eb) => eb.or([eb('help_desk_tickets.message', 'ilike', pattern), eb('users.fullname', 'ilike', pattern)]));
  }
  const columns = [
    'help_desk_tickets.id',
    'help_desk_tickets.message',
    'help_desk_tickets.created_at as createdAt',
    'help_desk_tickets.status',
    'help_desk_tickets.business_id as businessId',
    'users.fullname',
    'users.email',
    'users.phone_number as phoneNumber',
  ] as const;
  // Every business has its admin, so without a search for a name the tickets count alone, without
  // joining each to its owner; all of them are the businesses' tallies summed.
  const total = () => (input.search ? countRows(filtered) : input.status ? countRows(tickets) : platformTotal(db, 'help_desk_tickets'));
  const page = await listPage(filtered.select(columns), input, SORT, total);
  const businessIds = [...new Set(page.items.map((row) => row.businessId))];
  const threads = await threadsOf(db, businessIds, page.items.map((row) => row.id), 'BUSINESS');
  const items = page.items.map((row) => ({
    ...withThread({ id: row.id, message: row.message, createdAt: row.createdAt, status: row.status }, threads),
    admin: { id: row.businessId, user: { fullname: row.fullname, email: row.email, phoneNumber: row.phoneNumber } },
  }));
  return { items, total: page.total };
}

interface Thread {
  replies: HelpDeskReply[];
  unread: number;
}

/**
 * The threads of a page of tickets of `businessIds` in one query, oldest reply first; `unreadFrom`
 * is the side whose replies the reader has yet to open.
 */
async function threadsOf(
  db: Kysely<Database>,
  businessIds: string[],
  ticketIds: string[],
  unreadFrom: HelpDeskReplyAuthor,
): Promise<Map<string, Thread>> {
  const threads = new Map<string, Thread>(ticketIds.map((id) => [id, { replies: [], unread: 0 }]));
  if (ticketIds.length === 0) return threads;
  const rows = await db
    .selectFrom('help_desk_replies')
    .where('business_id', 'in', businessIds)
    .where('ticket_id', 'in', ticketIds)
    .select(['id', 'ticket_id', 'author', 'author_name', 'message', 'created_at', 'read_at'])
    .orderBy('seq')
    .execute();
  for (const row of rows) {
    const thread = threads.get(row.ticket_id)!;
    thread.replies.push({ id: row.id, author: row.author, authorName: row.author_name, message: row.message, createdAt: row.created_at });
    if (row.author === unreadFrom && row.read_at === null) thread.unread += 1;
  }
  return threads;
}

function withThread(ticket: TicketRow, threads: Map<string, Thread>): OwnHelpDeskTicket {
  const thread = threads.get(ticket.id) ?? { replies: [], unread: 0 };
  return { ...ticket, replies: thread.replies, unread: thread.unread };
}

/** One ticket with its thread; `unreadFrom` is the side whose unread replies its reader counts. */
export async function findTicket(
  db: Kysely<Database>,
  businessId: string,
  id: string,
  unreadFrom: HelpDeskReplyAuthor,
): Promise<OwnHelpDeskTicket | undefined> {
  const ticket = await db
    .selectFrom('help_desk_tickets')
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .select(OWN_COLUMNS)
    .executeTakeFirst();
  if (!ticket) return undefined;
  return withThread(ticket, await threadsOf(db, [businessId], [id], unreadFrom));
}

/**
 * The ticket a reply or a status change is for, locked until the transaction ends so two
 * replies at once each see the other's status. Without `businessId` (the operator) any
 * business's ticket.
 */
export function lockTicket(
  db: Kysely<Database>,
  businessId: string | undefined,
  id: string,
): Promise<{ businessId: string; id: string; message: string; status: HelpDeskStatus } | undefined> {
  let query = db
    .selectFrom('help_desk_tickets')
    .where('id', '=', id)
    .select(['business_id as businessId', 'id', 'message', 'status'])
    .forUpdate();
  if (businessId) query = query.where('business_id', '=', businessId);
  return query.executeTakeFirst();
}

export interface NewReply {
  businessId: string;
  ticketId: string;
  author: HelpDeskReplyAuthor;
  authorUserId: string;
  authorName: string;
  message: string;
  now: Date;
}

export function insertReply(db: Kysely<Database>, reply: NewReply): Promise<{ id: string }> {
  return db
    .insertInto('help_desk_replies')
    .values({
      business_id: reply.businessId,
      ticket_id: reply.ticketId,
      author: reply.author,
      author_user_id: reply.authorUserId,
      author_name: reply.authorName,
      message: reply.message,
      created_at: reply.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function setTicketStatus(db: Kysely<Database>, businessId: string, id: string, status: HelpDeskStatus): Promise<void> {
  await db
    .updateTable('help_desk_tickets')
    .set({ status })
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .where('status', '<>', status)
    .execute();
}

/** Marks the other side's replies in a ticket's thread as read by its reader. */
export async function markRepliesRead(
  db: Kysely<Database>,
  businessId: string,
  ticketId: string,
  from: HelpDeskReplyAuthor,
  now: Date,
): Promise<void> {
  await db
    .updateTable('help_desk_replies')
    .set({ read_at: now })
    .where('business_id', '=', businessId)
    .where('ticket_id', '=', ticketId)
    .where('author', '=', from)
    .where('read_at', 'is', null)
    .execute();
}

/** The operator's replies the business has not opened, over the partial index of unread replies. */
export async function countUnreadForBusiness(db: Kysely<Database>, businessId: string): Promise<number> {
  const row = await db
    .selectFrom('help_desk_replies')
    .where('business_id', '=', businessId)
    .where('author', '=', 'OPERATOR')
    .where('read_at', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Where to tell a business's owner of a reply: their e-mail, if they gave one, and the business's name. */
export function ownerOf(db: Kysely<Database>, businessId: string): Promise<{ fullname: string; email: string | null } | undefined> {
  return db
    .selectFrom('users')
    .where('business_id', '=', businessId)
    .where('role', '=', 'ADMIN')
    .select(['fullname', 'email'])
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
}
