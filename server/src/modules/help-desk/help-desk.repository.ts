import type { Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import type {
  HelpDeskTicket,
  ListHelpDeskTicketsInput,
  ListOwnHelpDeskTicketsInput,
  OwnHelpDeskTicket,
  Page,
} from '@sevak/shared';
import { containsPattern, pageOf } from '../../lib/list-query';

const OWN_COLUMNS = ['id', 'message', 'created_at as createdAt'] as const;

export function insertTicket(db: Kysely<Database>, businessId: string, message: string, now: Date): Promise<OwnHelpDeskTicket> {
  return db
    .insertInto('help_desk_tickets')
    .values({ business_id: businessId, message, created_at: now })
    .returning(OWN_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function listOwnTickets(
  db: Kysely<Database>,
  businessId: string,
  input: ListOwnHelpDeskTicketsInput,
): Promise<Page<OwnHelpDeskTicket>> {
  let filtered = db.selectFrom('help_desk_tickets').where('business_id', '=', businessId);
  if (input.search) filtered = filtered.where('message', 'ilike', containsPattern(input.search));
  const order = input.sortOrder ?? 'desc';
  const [items, count] = await Promise.all([
    pageOf(filtered.select(OWN_COLUMNS).orderBy('created_at', order).orderBy('id', order), input).execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: count.total };
}

const SORT_COLUMNS = { createdAt: 'help_desk_tickets.created_at', businessName: 'users.fullname' } as const;

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
  const sortColumn = SORT_COLUMNS[input.sortBy ?? 'createdAt'];
  const order = input.sortOrder ?? (input.sortBy === 'businessName' ? 'asc' : 'desc');
  const [rows, count] = await Promise.all([
    pageOf(
      filtered
        .select([
          'help_desk_tickets.id',
          'help_desk_tickets.message',
          'help_desk_tickets.created_at as createdAt',
          'help_desk_tickets.business_id as businessId',
          'users.fullname',
          'users.email',
          'users.phone_number as phoneNumber',
        ])
        .orderBy(sortColumn, order)
        .orderBy('help_desk_tickets.created_at', 'desc')
        .orderBy('help_desk_tickets.id'),
      input,
    ).execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const items = rows.map((row) => ({
    id: row.id,
    message: row.message,
    createdAt: row.createdAt,
    admin: { id: row.businessId, user: { fullname: row.fullname, email: row.email, phoneNumber: row.phoneNumber } },
  }));
  return { items, total: count.total };
}
