import { sql, type Kysely } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Database } from '@sevak/db';
import type { WarrantyLookup } from '@sevak/shared';

/*
 * The purchases a warranty look-up finds — the one with a serial number, or every purchase of the
 * customer with a phone number — each with its visits done so far and the next one booked.
 */

/**
 * A serial number, a customer's phone, or (the customer's portal) the customer, whose next visit
 * is the first one from `nextVisitFrom` on: an overdue visit is the shop's to catch up, not "next".
 */
export type PurchaseLookup = WarrantyLookup | { customerId: string; nextVisitFrom: Date };

export async function purchasesLookedUp(db: Kysely<Database>, businessId: string, lookup: PurchaseLookup) {
  const nextVisitFrom = 'customerId' in lookup ? lookup.nextVisitFrom : undefined;
  let query = db
    .selectFrom('customer_products as cp')
    .innerJoin('products as p', (join) => join.onRef('p.business_id', '=', 'cp.business_id').onRef('p.id', '=', 'cp.product_id'))
    .innerJoin('customers as c', (join) => join.onRef('c.business_id', '=', 'cp.business_id').onRef('c.id', '=', 'cp.customer_id'))
    .innerJoin('users as cu', (join) => join.onRef('cu.business_id', '=', 'c.business_id').onRef('cu.id', '=', 'c.user_id'))
    .where('cp.business_id', '=', businessId);
  query =
    'customerId' in lookup
      ? query.where('cp.customer_id', '=', lookup.customerId)
      : lookup.serial
        ? query.where('cp.serial_number', '=', lookup.serial)
        : query.where('cu.role', '=', 'CUSTOMER').where('cu.phone_number', '=', lookup.phone!);
  const rows = await query
    .select((eb) => [
      'cp.id as customerProductId',
      'cp.serial_number as serialNumber',
      'p.id as productId',
      'p.name as productName',
      'c.id as customerId',
      'cu.fullname as customerName',
      'cu.phone_number as customerPhone',
      'cu.address as customerAddress',
      'cp.bill_number as billNumber',
      'cp.invoice_date as invoiceDate',
      'cp.warranty_start_date as warrantyStartDate',
      'cp.warranty_end_date as warrantyEndDate',
      sql<number>`(select count(*) from visits v
        where v.business_id = cp.business_id and v.customer_product_id = cp.id and v.status = 'done')`.as('visitsSoFar'),
      jsonObjectFrom(
        eb
          .selectFrom('visits as v')
          .leftJoin('employees as e', (join) => join.onRef('e.business_id', '=', 'v.business_id').onRef('e.id', '=', 'v.employee_id'))
          .leftJoin('users as eu', (join) => join.onRef('eu.business_id', '=', 'e.business_id').onRef('eu.id', '=', 'e.user_id'))
          .whereRef('v.business_id', '=', 'cp.business_id')
          .whereRef('v.customer_product_id', '=', 'cp.id')
          .where('v.status', '=', 'scheduled')
          .$if(nextVisitFrom !== undefined, (visits) => visits.where('v.visit_date', '>=', nextVisitFrom!))
          .select(['v.id', 'v.visit_date as visitDate', 'v.employee_id as employeeId', 'eu.fullname as employeeName'])
          .orderBy('v.visit_date')
          .orderBy('v.id')
          .limit(1),
      ).as('nextVisit'),
    ])
    .orderBy('cp.invoice_date', 'desc')
    .orderBy('cp.id')
    .execute();
  return rows;
}
