import type { Kysely } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Database } from '@sevak/db';
import type { Enquiry, EnquiryFields, ListEnquiriesInput, Page } from '@sevak/shared';
import { containsPattern, countRows, listPage, talliedTotal, type ListSort } from '../../lib/list-query';

const SORT: ListSort<NonNullable<ListEnquiriesInput['sortBy']>> = {
  columns: { createdAt: 'e.created_at', name: 'e.name' },
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

export async function listEnquiries(db: Kysely<Database>, businessId: string, input: ListEnquiriesInput): Promise<Page<Enquiry>> {
  let filtered = enquiriesOf(db, businessId);
  if (input.search) {
    const pattern = containsPattern(input.search);
    filtered = filtered.where((eb) => eb.or([eb('e.name', 'ilike', pattern), eb('e.phone_number', 'ilike', pattern)]));
  }

  const page = await listPage(filtered.select(COLUMNS), input, SORT, () =>
    input.search ? countRows(filtered) : talliedTotal(db, businessId, 'enquiries'),
  );
  return { items: page.items.map(toEnquiry), total: page.total };
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
  fields: EnquiryFields,
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
