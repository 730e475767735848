import type { Kysely } from 'kysely';
import type { Database } from '@sevak/db';

/*
 * The customer's own records, read for the portal. Every query names the customer as well as the
 * business: a customer reaches nothing of another customer's, of the same shop or any other.
 */

/** How many of a customer's visits and bills the portal lists: years of a household's service. */
const PORTAL_LIST_LIMIT = 200;

/** The customer's visits, newest first, leaving out the cancelled ones nobody came to. */
export function visitsOfCustomer(db: Kysely<Database>, businessId: string, customerId: string) {
  return db
    .selectFrom('visits as v')
    .leftJoin('customer_products as cp', (join) =>
      join.onRef('cp.business_id', '=', 'v.business_id').onRef('cp.id', '=', 'v.customer_product_id'),
    )
    .leftJoin('products as p', (join) => join.onRef('p.business_id', '=', 'cp.business_id').onRef('p.id', '=', 'cp.product_id'))
    .leftJoin('employees as e', (join) => join.onRef('e.business_id', '=', 'v.business_id').onRef('e.id', '=', 'v.employee_id'))
    .leftJoin('users as eu', (join) => join.onRef('eu.business_id', '=', 'e.business_id').onRef('eu.id', '=', 'e.user_id'))
    .where('v.business_id', '=', businessId)
    .where('v.customer_id', '=', customerId)
    .where('v.status', '<>', 'cancelled')
    .select([
      'v.id',
      'v.visit_date as visitDate',
      'v.status',
      'p.name as productName',
      'v.service_description as serviceDescription',
      'v.service_charges as serviceCharges',
      'v.payment_status as paymentStatus',
      'eu.fullname as technicianName',
    ])
    .orderBy('v.visit_date', 'desc')
    .orderBy('v.id')
    .limit(PORTAL_LIST_LIMIT)
    .execute();
}

/** The customer's invoices and credit notes, newest first. */
export function invoicesOfCustomer(db: Kysely<Database>, businessId: string, customerId: string) {
  return db
    .selectFrom('invoices')
    .where('business_id', '=', businessId)
    .where('customer_id', '=', customerId)
    .select(['id', 'kind', 'number', 'invoice_date as invoiceDate', 'total', 'amount_paid as amountPaid', 'cancelled_at as cancelledAt'])
    .orderBy('invoice_date', 'desc')
    .orderBy('created_at', 'desc')
    .limit(PORTAL_LIST_LIMIT)
    .execute();
}

/** The customer's payments, each a receipt, newest first, with the invoice each paid. */
export function receiptsOfCustomer(db: Kysely<Database>, businessId: string, customerId: string) {
  return db
    .selectFrom('payments as pay')
    .leftJoin('invoices as i', (join) => join.onRef('i.business_id', '=', 'pay.business_id').onRef('i.id', '=', 'pay.invoice_id'))
    .where('pay.business_id', '=', businessId)
    .where('pay.customer_id', '=', customerId)
    .select(['pay.id', 'pay.receipt_number as receiptNumber', 'pay.paid_on as paidOn', 'pay.amount', 'pay.mode', 'i.number as invoiceNumber'])
    .orderBy('pay.paid_on', 'desc')
    .orderBy('pay.created_at', 'desc')
    .limit(PORTAL_LIST_LIMIT)
    .execute();
}

/** Whether the invoice (or credit note) is the customer's. */
export async function isInvoiceOf(db: Kysely<Database>, businessId: string, customerId: string, invoiceId: string): Promise<boolean> {
  const row = await db
    .selectFrom('invoices')
    .where('business_id', '=', businessId)
    .where('customer_id', '=', customerId)
    .where('id', '=', invoiceId)
    .select('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the payment is the customer's. */
export async function isPaymentOf(db: Kysely<Database>, businessId: string, customerId: string, paymentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('payments')
    .where('business_id', '=', businessId)
    .where('customer_id', '=', customerId)
    .where('id', '=', paymentId)
    .select('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** One of the customer's purchases, with its product; undefined when it is not theirs. */
export function purchaseOfCustomer(db: Kysely<Database>, businessId: string, customerId: string, customerProductId: string) {
  return db
    .selectFrom('customer_products')
    .where('business_id', '=', businessId)
    .where('customer_id', '=', customerId)
    .where('id', '=', customerProductId)
    .select(['id', 'product_id as productId'])
    .executeTakeFirst();
}
