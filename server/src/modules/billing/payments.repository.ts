import { sql, type Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import type { ExportPaymentsInput, PaymentMode, PaymentRecord } from '@sevak/shared';
import { readKeysetPage, type KeyColumn, type KeysetPosition } from '../../lib/keyset';
import { containsPattern, phoneContains } from '../../lib/list-query';

/** The rows of payments, and of visits as billing sees them: charges and what is paid of them. */

const PAYMENT_COLUMNS = [
  'payments.id',
  'payments.receipt_number as receiptNumber',
  'payments.amount',
  'payments.paid_on as paidOn',
  'payments.mode',
  'payments.reference',
  'payments.invoice_id as invoiceID',
  'payments.visit_id as visitID',
] as const;

export function paymentsOfInvoice(db: Kysely<Database>, businessId: string, invoiceId: string): Promise<PaymentRecord[]> {
  return db
    .selectFrom('payments')
    .select(PAYMENT_COLUMNS)
    .where('business_id', '=', businessId)
    .where('invoice_id', '=', invoiceId)
    .orderBy('paid_on')
    .orderBy('created_at')
    .execute();
}

export function paymentsOfVisit(db: Kysely<Database>, businessId: string, visitId: string): Promise<PaymentRecord[]> {
  return db
    .selectFrom('payments')
    .select(PAYMENT_COLUMNS)
    .where('business_id', '=', businessId)
    .where('visit_id', '=', visitId)
    .orderBy('paid_on')
    .orderBy('created_at')
    .execute();
}

/** Payments received, newest first: the day paid, then the one recorded last. */
const PAYMENTS_ORDER: KeyColumn[] = [
  { column: 'payments.paid_on', order: 'desc', type: 'date' },
  { column: 'payments.created_at', order: 'desc', type: 'timestamptz' },
  { column: 'payments.id', order: 'asc', type: 'uuid' },
];

/**
 * The payments of an export: paid within the days asked, in one mode, found by receipt number,
 * invoice number or the customer's name or phone; each with its customer and invoice, the
 * `limit` after `after`.
 */
export function paymentsAfter(
  db: Kysely<Database>,
  businessId: string,
  input: ExportPaymentsInput,
  after: KeysetPosition | undefined,
  limit: number,
) {
  let rows = db
    .selectFrom('payments')
    .innerJoin('customers', (join) => join.onRef('customers.business_id', '=', 'payments.business_id').onRef('customers.id', '=', 'payments.customer_id'))
    .innerJoin('users', (join) => join.onRef('users.business_id', '=', 'customers.business_id').onRef('users.id', '=', 'customers.user_id'))
    .leftJoin('invoices', (join) => join.onRef('invoices.business_id', '=', 'payments.business_id').onRef('invoices.id', '=', 'payments.invoice_id'))
    .leftJoin('visits', (join) => join.onRef('visits.business_id', '=', 'payments.business_id').onRef('visits.id', '=', 'payments.visit_id'))
    .where('payments.business_id', '=', businessId);
  if (input.fromDate) rows = rows.where('payments.paid_on', '>=', input.fromDate);
  if (input.toDate) rows = rows.where('payments.paid_on', '<=', input.toDate);
  if (input.mode) rows = rows.where('payments.mode', '=', input.mode);
  if (input.search) {
    const pattern = containsPattern(input.search);
    rows = rows.where((eb) =>
      eb.or([
        eb('payments.receipt_number', 'ilike', pattern),
        eb('invoices.number', 'ilike', pattern),
        eb('users.fullname', 'ilike', pattern),
        phoneContains('users.phone_number', input.search),
      ]),
    );
  }
  const selected = rows.select([
    ...PAYMENT_COLUMNS,
    'users.fullname as customerName',
    'users.phone_number as customerPhone',
    'invoices.number as invoiceNumber',
    'visits.visit_date as visitDate',
  ]);
  return readKeysetPage(selected, PAYMENTS_ORDER, after, limit);
}
export type PaymentExportRow = Awaited<ReturnType<typeof paymentsAfter>>['rows'][number];

export function findPayment(db: Kysely<Database>, businessId: string, id: string) {
  return db
    .selectFrom('payments')
    .select([...PAYMENT_COLUMNS, 'payments.customer_id as customerId'])
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export interface PaymentValues {
  customerId: string;
  invoiceId: string | null;
  visitId: string | null;
  receiptNumber: string;
  amount: number;
  paidOn: string;
  mode: PaymentMode;
  reference: string | null;
  recordedFrom?: 'BILLING' | 'VISIT_FORM';
}

export async function insertPayment(db: Kysely<Database>, businessId: string, payment: PaymentValues): Promise<string> {
  const { id } = await db
    .insertInto('payments')
    .values({
      business_id: businessId,
      customer_id: payment.customerId,
      invoice_id: payment.invoiceId,
      visit_id: payment.visitId,
      receipt_number: payment.receiptNumber,
      amount: payment.amount,
      paid_on: payment.paidOn,
      mode: payment.mode,
      reference: payment.reference,
      recorded_from: payment.recordedFrom ?? 'BILLING',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Payments taken on these visits that no invoice holds yet. */
export function unbilledPaymentsOfVisits(db: Kysely<Database>, businessId: string, visitIds: string[]) {
  if (visitIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('payments')
    .select(['id', 'amount'])
    .where('business_id', '=', businessId)
    .where('visit_id', 'in', visitIds)
    .where('invoice_id', 'is', null)
    .execute();
}

export async function moveToInvoice(db: Kysely<Database>, businessId: string, paymentIds: string[], invoiceId: string): Promise<void> {
  if (paymentIds.length === 0) return;
  await db.updateTable('payments').set({ invoice_id: invoiceId }).where('business_id', '=', businessId).where('id', 'in', paymentIds).execute();
}

/** The spec's PaymentStatus of visits whose charges are now paid in full. */
export async function markVisitsPaid(db: Kysely<Database>, businessId: string, visitIds: string[]): Promise<void> {
  if (visitIds.length === 0) return;
  await db.updateTable('visits').set({ payment_status: 'PAID' }).where('business_id', '=', businessId).where('id', 'in', visitIds).execute();
}

/** The visits an invoice bills. */
export async function visitsOfInvoice(db: Kysely<Database>, businessId: string, invoiceId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('invoice_lines')
    .select('visit_id')
    .where('business_id', '=', businessId)
    .where('invoice_id', '=', invoiceId)
    .where('visit_id', 'is not', null)
    .execute();
  return rows.map((row) => row.visit_id!);
}

/** Σ of the payments taken on a visit (whether or not an invoice holds them since). */
const PAID_ON_VISIT = sql<string>`coalesce((select sum(p.amount) from payments p where p.business_id = visits.business_id and p.visit_id = visits.id), 0)`;

/** A visit's charges, its spec status and what has been paid on it, locked for the caller's transaction. */
export async function lockVisitCharges(db: Kysely<Database>, businessId: string, visitId: string) {
  const row = await visitChargesOf(db, businessId, visitId).forUpdate().executeTakeFirst();
  return row && { ...row, paid: Number(row.paid) };
}

/**
 * The same figures for a read that changes nothing (a visit's balance): without the row lock,
 * which PostgreSQL refuses in a read-only transaction (the operator's support access).
 */
export async function findVisitCharges(db: Kysely<Database>, businessId: string, visitId: string) {
  const row = await visitChargesOf(db, businessId, visitId).executeTakeFirst();
  return row && { ...row, paid: Number(row.paid) };
}

function visitChargesOf(db: Kysely<Database>, businessId: string, visitId: string) {
  return db
    .selectFrom('visits')
    .select([
      'id',
      'customer_id as customerId',
      'service_charges as charges',
      'payment_status as paymentStatus',
      'visit_date as visitDate',
      PAID_ON_VISIT.as('paid'),
    ])
    .where('business_id', '=', businessId)
    .where('id', '=', visitId);
}

/** The customer's visits that carry charges, newest first, with what has been paid on each. */
export async function visitsWithPayments(db: Kysely<Database>, businessId: string, customerId: string) {
  const rows = await db
    .selectFrom('visits')
    .select([
      'id as visitID',
      'visit_date as visitDate',
      'service_description as description',
      'service_charges as charges',
      'payment_status as paymentStatus',
      'is_done as isDone',
      PAID_ON_VISIT.as('paid'),
    ])
    .where('business_id', '=', businessId)
    .where('customer_id', '=', customerId)
    .where('service_charges', '>', 0)
    .orderBy('visit_date', 'desc')
    .limit(200)
    .execute();
  // A visit marked Paid before billing existed has no payment rows: its charges count as paid.
  return rows.map(({ paid, paymentStatus, ...visit }) => ({
    ...visit,
    amountPaid: paymentStatus === 'PAID' ? Math.max(Number(paid), visit.charges) : Number(paid),
  }));
}

/** Undoes a Paid marked on the visit form: the payments that marking recorded, and no other. */
export async function deleteFormPayments(db: Kysely<Database>, businessId: string, visitId: string): Promise<void> {
  await db
    .deleteFrom('payments')
    .where('business_id', '=', businessId)
    .where('visit_id', '=', visitId)
    .where('invoice_id', 'is', null)
    .where('recorded_from', '=', 'VISIT_FORM')
    .execute();
}

/** Payments of a visit taken in Billing, or held by an invoice: money with a receipt behind it. */
export async function billingPaymentCountOfVisit(db: Kysely<Database>, businessId: string, visitId: string): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('business_id', '=', businessId)
    .where('visit_id', '=', visitId)
    .where((eb) => eb.or([eb('recorded_from', '=', 'BILLING'), eb('invoice_id', 'is not', null)]))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Σ of payments received from `from` up to (not including) `before`. */
export async function collectedBetween(db: Kysely<Database>, businessId: string, from: string, before: string): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('collected'))
    .where('business_id', '=', businessId)
    .where('paid_on', '>=', from)
    .where('paid_on', '<', before)
    .executeTakeFirstOrThrow();
  return Number(row.collected);
}

/** Σ of what is due on visits no live invoice bills: charges less their payments, Paid ones owing nothing. */
export async function unbilledVisitBalanceTotal(db: Kysely<Database>, businessId: string): Promise<number> {
  const row = await db
    .selectFrom('visits')
    .select(sql<string>`coalesce(sum(greatest(visits.service_charges - ${PAID_ON_VISIT}, 0)), 0)`.as('due'))
    .where('visits.business_id', '=', businessId)
    .where('visits.payment_status', '=', 'PENDING')
    .where('visits.service_charges', '>', 0)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('invoice_lines')
            .innerJoin('invoices', (join) =>
              join.onRef('invoices.business_id', '=', 'invoice_lines.business_id').onRef('invoices.id', '=', 'invoice_lines.invoice_id'),
            )
            .whereRef('invoice_lines.visit_id', '=', 'visits.id')
            .where('invoice_lines.business_id', '=', businessId)
            .where('invoices.cancelled_at', 'is', null)
            .where('invoices.kind', '=', 'INVOICE')
            .select(sql`1`.as('one')),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.due);
}

/** Everything a customer's statement lists: their invoices and credit notes, visits and payments. */
export async function statementRows(db: Kysely<Database>, businessId: string, customerId: string) {
  const [documents, visits, payments] = await Promise.all([
    db
      .selectFrom('invoices')
      .select(['id', 'kind', 'number', 'invoice_date as date', 'total', 'cancelled_at as cancelledAt'])
      .where('business_id', '=', businessId)
      .where('customer_id', '=', customerId)
      .orderBy('invoice_date')
      .orderBy('created_at')
      .execute(),
    visitsWithPayments(db, businessId, customerId),
    db
      .selectFrom('payments')
      .select([...PAYMENT_COLUMNS])
      .where('business_id', '=', businessId)
      .where('customer_id', '=', customerId)
      .orderBy('paid_on')
      .orderBy('created_at')
      .execute(),
  ]);
  return { documents, visits, payments };
}
