import { sql, type Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import type { ListQuery, ProductReportRow } from '@sevak/shared';
import { keyOrder, readKeysetPage, type KeyColumn, type KeysetPage, type KeysetPosition } from '../../lib/keyset';
import { containsPattern, pageOf, phoneContains } from '../../lib/list-query';
import { visitsWhere, type VisitConditions } from '../visits/visits.repository';

/** Count and Σ charges of the visits a service report covers, over the whole range. */
export function serviceReportTotals(db: Kysely<Database>, businessId: string, conditions: VisitConditions) {
  return visitsWhere(db, businessId, conditions)
    .select((eb) => [eb.fn.countAll<number>().as('count'), sql<number>`coalesce(sum(v.service_charges), 0)`.as('totalCharges')])
    .executeTakeFirstOrThrow();
}

/** Purchases with an invoice date from `fromDate` to `toDate`, both inclusive; either may be open. */
export interface PurchaseConditions {
  fromDate: string | null;
  toDate: string | null;
  search: string;
}

function purchasesWhere(db: Kysely<Database>, businessId: string, conditions: PurchaseConditions) {
  let query = db.selectFrom('customer_products as cp').where('cp.business_id', '=', businessId);
  if (conditions.fromDate) query = query.where('cp.invoice_date', '>=', conditions.fromDate);
  if (conditions.toDate) query = query.where('cp.invoice_date', '<=', conditions.toDate);
  if (conditions.search) {
    const pattern = containsPattern(conditions.search);
    query = query.where((eb) =>
      eb.or([
        eb('cp.bill_number', 'ilike', pattern),
        eb(
          'cp.customer_id',
          'in',
          eb
            .selectFrom('customers as sc')
            .innerJoin('users as su', 'su.id', 'sc.user_id')
            .where('sc.business_id', '=', businessId)
            .where((inner) => inner.or([inner('su.fullname', 'ilike', pattern), phoneContains('su.phone_number', conditions.search)]))
            .select('sc.id'),
        ),
        eb(
          'cp.product_id',
          'in',
          eb.selectFrom('products as sp').where('sp.business_id', '=', businessId).where('sp.name', 'ilike', pattern).select('sp.id'),
        ),
      ]),
    );
  }
  return query;
}

/** The product report's order: newest invoice first, then the purchase entered last. */
const PRODUCT_REPORT_ORDER: KeyColumn[] = [
  { column: 'cp.invoice_date', order: 'desc', type: 'date' },
  { column: 'cp.created_at', order: 'desc', type: 'timestamptz' },
  { column: 'cp.id', order: 'asc', type: 'uuid' },
];

/** The product report's rows, each purchase with its customer and product. */
function productReportQuery(db: Kysely<Database>, businessId: string, conditions: PurchaseConditions) {
  return purchasesWhere(db, businessId, conditions)
    .innerJoin('customers as c', (join) => join.onRef('c.business_id', '=', 'cp.business_id').onRef('c.id', '=', 'cp.customer_id'))
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .innerJoin('products as p', (join) => join.onRef('p.business_id', '=', 'cp.business_id').onRef('p.id', '=', 'cp.product_id'))
    .select([
      'cp.id',
      'cp.bill_number as billNumber',
      'u.fullname as customerName',
      'u.phone_number as phoneNumber',
      'u.address',
      'p.name as productName',
      'cp.price',
      'cp.invoice_date as invoiceDate',
      'cp.warranty_start_date as warrantyStartDate',
      'cp.warranty_end_date as warrantyEndDate',
    ]);
}

/** One page of the product report. */
export function productReportRows(
  db: Kysely<Database>,
  businessId: string,
  conditions: PurchaseConditions,
  paging: Pick<ListQuery, 'page' | 'pageSize'>,
): Promise<ProductReportRow[]> {
  const query = productReportQuery(db, businessId, conditions).orderBy(keyOrder(PRODUCT_REPORT_ORDER));
  return pageOf(query, { page: paging.page, pageSize: paging.pageSize, search: '' }).execute();
}

/** The product report's rows for its export: the `limit` after `after`. */
export function productReportRowsAfter(
  db: Kysely<Database>,
  businessId: string,
  conditions: PurchaseConditions,
  after: KeysetPosition | undefined,
  limit: number,
): Promise<KeysetPage<ProductReportRow>> {
  return readKeysetPage(productReportQuery(db, businessId, conditions), PRODUCT_REPORT_ORDER, after, limit);
}

/** Count and Σ prices of the purchases a product report covers, over the whole range. */
export function productReportTotals(db: Kysely<Database>, businessId: string, conditions: PurchaseConditions) {
  return purchasesWhere(db, businessId, conditions)
    .select((eb) => [eb.fn.countAll<number>().as('count'), sql<number>`coalesce(sum(cp.price), 0)`.as('totalPrice')])
    .executeTakeFirstOrThrow();
}
