import { sql, type Kysely } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Database } from '@sevak/db';
import type {
  CreateEnquiryInput,
  Enquiry,
  EnquiryFields,
  EnquiryFollowUpFields,
  ExportEnquiriesInput,
  ListEnquiriesInput,
  Page,
} from '@sevak/shared';
import { keysOf, readKeysetPage, type KeysetPage, type KeysetPosition } from '../../lib/keyset';
import { containsPattern, countRows, listOrder, listPage, talliedTotal, type ListSort } from '../../lib/list-query';

const SORT: ListSort<NonNullable<ListEnquiriesInput['sortBy']>> = {
  columns: { createdAt: 'e.created_at', name: 'e.name', followUpDate: 'e.follow_up_date' },
  byDefault: 'createdAt',
  tiebreak: 'e.id',
};

/** Enquiries of one business with the product they ask about, if it still exists. */
function enquiriesOf(db: Kysely<Database>, businessId: string) {
  return db
    .selectFrom('enquiries as e')
    .leftJoin('products as p', (join) => join.onRef('p.business_id', '=', 'e.business_id').onRef('p.id', '=', 'e.product_id'))
    .where('e.business_id', '=', businessId);
}

const COLUMNS = [
  'e.id',
  'e.name',
  'e.address',
  'e.phone_number as phoneNumber',
  'e.message',
  'e.product_id as productId',
  'e.kind',
  'e.customer_id as customerId',
  'e.preferred_date as preferredDate',
  'e.status',
  'e.follow_up_date as followUpDate',
  'e.notes',
  'e.converted_customer_id as convertedCustomerId',
  'p.name as productName',
  'p.price as productPrice',
  'e.created_at as createdAt',
] as const;

interface EnquiryRow extends Omit<Enquiry, 'product'> {
  productName: string | null;
  productPrice: number | null;
}

function toEnquiry({ productName, productPrice, ...row }: EnquiryRow): Enquiry {
  return {
    ...row,
    product: row.productId && productName !== null && productPrice !== null ? { id: row.productId, name: productName, price: productPrice } : null,
  };
}

/**
 * The business's enquiries its list shows: found by name or phone, of one state, or those whose
 * follow-up is due (open, and their day is `today` or before it, a day of the business).
 */
export function enquiriesMatching(
  db: Kysely<Database>,
  businessId: string,
  input: Pick<ListEnquiriesInput, 'search' | 'status' | 'followUp'>,
  today: string,
) {
  let filtered = enquiriesOf(db, businessId);
  if (input.search) {
    const pattern = containsPattern(input.search);
    filtered = filtered.where((eb) => eb.or([eb('e.name', 'ilike', pattern), eb('e.phone_number', 'ilike', pattern)]));
  }
  if (input.status) filtered = filtered.where('e.status', '=', input.status);
  // Written out, as the due list's query is, so PostgreSQL reads it on enquiries_follow_up_idx.
  if (input.followUp === 'due') filtered = filtered.where(sql<boolean>`e.status in ('new', 'contacted')`).where('e.follow_up_date', '<=', today);
  return filtered;
}

export async function listEnquiries(
  db: Kysely<Database>,
  businessId: string,
  input: ListEnquiriesInput,
  today: string,
): Promise<Page<Enquiry>> {
  const filtered = enquiriesMatching(db, businessId, input, today);
  const narrowed = Boolean(input.search || input.status || input.followUp);
  const page = await listPage(filtered.select(COLUMNS), input, SORT, () =>
    narrowed ? countRows(filtered) : talliedTotal(db, businessId, 'enquiries'),
  );
  return { items: page.items.map(toEnquiry), total: page.total };
}

const SORT_KEY_TYPES = {
  'e.created_at': 'timestamptz',
  'e.name': 'text',
  'e.follow_up_date': { type: 'date', nullable: true },
  'e.id': 'uuid',
} as const;

/** The enquiries of a list's export: the `limit` after `after` in the list's order. */
export async function enquiriesAfter(
  db: Kysely<Database>,
  businessId: string,
  input: ExportEnquiriesInput,
  today: string,
  after: KeysetPosition | undefined,
  limit: number,
): Promise<KeysetPage<Enquiry>> {
  const rows = enquiriesMatching(db, businessId, input, today).select(COLUMNS);
  const page = await readKeysetPage(rows, keysOf(listOrder(input, SORT), SORT_KEY_TYPES), after, limit);
  return { rows: page.rows.map(toEnquiry), next: page.next };
}

export async function findEnquiry(db: Kysely<Database>, businessId: string, id: string): Promise<Enquiry | undefined> {
  const row = await enquiriesOf(db, businessId).where('e.id', '=', id).select(COLUMNS).executeTakeFirst();
  return row && toEnquiry(row);
}

/** A signed-in customer's request for service on one of their purchases. */
export interface ServiceRequestValues {
  customerId: string;
  customerProductId: string;
  preferredDate: string | null;
}

/**
 * An enquiry; with `serviceRequest`, one a customer sent from the portal. A service request is
 * stamped with the database's time, as the visits it is answered by are (see `serviceRequestsOf`).
 */
export async function insertEnquiry(
  db: Kysely<Database>,
  businessId: string,
  fields: EnquiryFields & Partial<CreateEnquiryInput>,
  now: Date | undefined,
  serviceRequest?: ServiceRequestValues,
): Promise<string> {
  const { id } = await db
    .insertInto('enquiries')
    .values({
      business_id: businessId,
      name: fields.name,
      address: fields.address,
      phone_number: fields.phoneNumber,
      message: fields.message,
      product_id: fields.productId,
      status: fields.status,
      follow_up_date: fields.followUpDate ?? null,
      notes: fields.notes ?? null,
      created_at: now,
      ...(serviceRequest && {
        kind: 'service_request' as const,
        customer_id: serviceRequest.customerId,
        customer_product_id: serviceRequest.customerProductId,
        preferred_date: serviceRequest.preferredDate,
      }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Saves the owner's follow-up of an enquiry: a field left out keeps what is saved. An enquiry no
 * longer converted forgets the customer it became. False when the business has no such enquiry.
 */
export async function updateEnquiryFollowUp(
  db: Kysely<Database>,
  businessId: string,
  id: string,
  fields: EnquiryFollowUpFields,
): Promise<boolean> {
  const changes = {
    ...(fields.status !== undefined && { status: fields.status }),
    ...(fields.status !== undefined && fields.status !== 'converted' && { converted_customer_id: null }),
    ...(fields.followUpDate !== undefined && { follow_up_date: fields.followUpDate }),
    ...(fields.notes !== undefined && { notes: fields.notes }),
  };
  if (Object.keys(changes).length === 0) return (await findEnquiryConversion(db, businessId, id)) !== undefined;
  const result = await db.updateTable('enquiries').set(changes).where('business_id', '=', businessId).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Whether the business has the enquiry, and the customer it was converted to, if any. */
export function findEnquiryConversion(db: Kysely<Database>, businessId: string, id: string) {
  return db
    .selectFrom('enquiries')
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .select('converted_customer_id as convertedCustomerId')
    .executeTakeFirst();
}

/**
 * Marks an enquiry converted to `customerId`, unless it already names a customer: false then. Two
 * conversions at once cannot both win: the second waits for the first's row and finds it taken.
 */
export async function markEnquiryConverted(db: Kysely<Database>, businessId: string, id: string, customerId: string): Promise<boolean> {
  const result = await db
    .updateTable('enquiries')
    .set({ status: 'converted', converted_customer_id: customerId })
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .where('converted_customer_id', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteEnquiry(db: Kysely<Database>, businessId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('enquiries').where('business_id', '=', businessId).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * A customer's service requests, newest first, each with the first visit a person booked for
 * them after it (the same purchase, or any of theirs when the request's purchase is gone): what
 * the request's state is read from. Visits the plans book by themselves do not answer a request.
 */
export function serviceRequestsOf(db: Kysely<Database>, businessId: string, customerId: string, id?: string) {
  let query = db
    .selectFrom('enquiries as e')
    .leftJoin('customer_products as cp', (join) =>
      join.onRef('cp.business_id', '=', 'e.business_id').onRef('cp.id', '=', 'e.customer_product_id'),
    )
    .leftJoin('products as p', (join) => join.onRef('p.business_id', '=', 'cp.business_id').onRef('p.id', '=', 'cp.product_id'))
    .where('e.business_id', '=', businessId)
    .where('e.customer_id', '=', customerId)
    .where('e.kind', '=', 'service_request');
  if (id) query = query.where('e.id', '=', id);
  return query
    .select((eb) => [
      'e.id',
      'p.name as productName',
      'e.message as problem',
      'e.preferred_date as preferredDate',
      'e.created_at as createdAt',
      jsonObjectFrom(
        eb
          .selectFrom('visits as v')
          .whereRef('v.business_id', '=', 'e.business_id')
          .whereRef('v.customer_id', '=', 'e.customer_id')
          .where((visit) =>
            visit.or([visit('e.customer_product_id', 'is', null), visit('v.customer_product_id', '=', visit.ref('e.customer_product_id'))]),
          )
          .whereRef('v.created_at', '>=', 'e.created_at')
          .where('v.follow_up_of_visit_id', 'is', null)
          .where('v.amc_contract_id', 'is', null)
          .where('v.status', '<>', 'cancelled')
          .select(['v.visit_date as visitDate', 'v.status'])
          .orderBy('v.created_at')
          .limit(1),
      ).as('visit'),
    ])
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id')
    .limit(100)
    .execute();
}
