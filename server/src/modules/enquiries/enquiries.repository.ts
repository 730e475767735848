import type { Kysely } from 'kysely';
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

export async function insertEnquiry(db: Kysely<Database>, businessId: string, fields: EnquiryFields, now: Date): Promise<string> {
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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function deleteEnquiry(db: Kysely<Database>, businessId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('enquiries').where('business_id', '=', businessId).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
