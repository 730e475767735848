import type { Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import type {
  HelpDeskTicket,
  ListHelpDeskTicketsInput,
  ListOwnHelpDeskTicketsInput,
  OwnHelpDeskTicket,
  Page,
} from '@sevak/shared';
import { containsPattern, countRows, listPage, type ListSort } from '../../lib/list-query';

const OWN_COLUMNS = ['id', 'message', 'created_at as createdAt'] as const;

export function insertTicket(db: Kysely<Database>, businessId: string, message: string, now: Date): Promise<OwnHelpDeskTicket> {
  return db
    .insertInto('help_desk_tickets')
    .values({ business_id: businessId, message, created_at: now })
    .returning(OWN_COLUMNS)
    .executeTakeFirstOrThrow();
}

const OWN_SORT: ListSort<'createdAt'> = { columns: { createdAt: 'created_at' }, byDefault: 'createdAt', tiebreak: 'id' };

export function listOwnTickets(db: Kysely<Database>, businessId: string, input: ListOwnHelpDeskTicketsInput): Promise<Page<OwnHelpDeskTicket>> {
  let filtered = db.selectFrom('help_desk_tickets').where('business_id', '=', businessId);
  if (input.search) filtered = filtered.where('message', 'ilike', containsPattern(input.search));
  return listPage(filtered.select(OWN_COLUMNS), input, OWN_SORT, () => countRows(filtered));
}

/** By business name, each business's queries newest first. */
const SORT: ListSort<NonNullable<ListHelpDeskTicketsInput['sortBy']>> = {
  columns: { createdAt: 'help_desk_tickets.created_at', businessName: 'users.fullname' },
  byDefault: 'createdAt',
  then: ['help_desk_tickets.created_at', 'desc'],
  tiebreak: 'help_desk_tickets.id',
};

/** Every business's queries with who sent them: the business's admin, joined in the same query. */
export async function listAllTickets(db: Kysely<Database>, input: ListHelpDeskTicketsInput): Promise<Page<HelpDeskTicket>> {
  let filtered = db
    .selectFrom('help_desk_tickets')
    .innerJoin('users', (join) =>
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
    'help_desk_tickets.business_id as businessId',
    'users.fullname',
    'users.email',
    'users.phone_number as phoneNumber',
  ] as const;
  const page = await listPage(filtered.select(columns), input, SORT, () => countRows(filtered));
  const items = page.items.map((row) => ({
    id: row.id,
    message: row.message,
    createdAt: row.createdAt,
    admin: { id: row.businessId, user: { fullname: row.fullname, email: row.email, phoneNumber: row.phoneNumber } },
  }));
  return { items, total: page.total };
}
