import { sql, type Kysely } from 'kysely';
import type { Database, InvoiceKindColumn } from '@sevak/db';
import type {
  DocumentSeries,
  ExportInvoicesInput,
  InvoiceListItem,
  InvoiceReference,
  InvoiceStatus,
  ListInvoicesInput,
  Page,
} from '@sevak/shared';
import { keysOf, readKeysetPage, type KeysetPosition } from '../../lib/keyset';
import { containsPattern, listOrder, listPage, phoneContains, searchedPage, talliedTotal } from '../../lib/list-query';

/*
 * The rows of invoices, credit notes, their lines and payments. Amounts are numeric rupees in
 * the database; the service does its arithmetic in paise.
 */

/**
 * The next number of a series in a financial year, taken in the caller's transaction. The
 * upsert locks the series row until that transaction ends: a second invoice at the same moment
 * waits and takes the next number, and a rolled-back invoice gives its number back.
 */
export async function takeNextNumber(db: Kysely<Database>, businessId: string, series: DocumentSeries, financialYear: string): Promise<number> {
  const row = await db
    .insertInto('invoice_series')
    .values({ business_id: businessId, kind: series, financial_year: financialYear, last_number: 1 })
    .onConflict((conflict) =>
      conflict.columns(['business_id', 'kind', 'financial_year']).doUpdateSet({ last_number: sql`invoice_series.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}

export interface InvoiceRowValues {
  kind: InvoiceKindColumn;
  number: string;
  invoiceDate: string;
  customerId: string;
  creditNoteOf: string | null;
  seller: object;
  buyer: object;
  placeOfSupply: string;
  intraState: boolean;
  pricesIncludeTax: boolean;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  roundOff: number;
  total: number;
  amountPaid: number;
  notes: string | null;
}

export interface LineRowValues {
  kind: 'PRODUCT' | 'VISIT' | 'TEXT' | 'AMC';
  productId: string | null;
  customerProductId: string | null;
  visitId: string | null;
  amcContractId: string | null;
  description: string;
  hsnCode: string | null;
  quantityMilli: number;
  unitPrice: number;
  discount: number;
  gstRateBp: number;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

export async function insertInvoice(db: Kysely<Database>, businessId: string, invoice: InvoiceRowValues, lines: LineRowValues[]): Promise<string> {
  const { id } = await db
    .insertInto('invoices')
    .values({
      business_id: businessId,
      kind: invoice.kind,
      number: invoice.number,
      invoice_date: invoice.invoiceDate,
      customer_id: invoice.customerId,
      credit_note_of: invoice.creditNoteOf,
      seller: JSON.stringify(invoice.seller),
      buyer: JSON.stringify(invoice.buyer),
      place_of_supply: invoice.placeOfSupply,
      intra_state: invoice.intraState,
      prices_include_tax: invoice.pricesIncludeTax,
      taxable_value: invoice.taxableValue,
      cgst: invoice.cgst,
      sgst: invoice.sgst,
      igst: invoice.igst,
      round_off: invoice.roundOff,
      total: invoice.total,
      amount_paid: invoice.amountPaid,
      notes: invoice.notes,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('invoice_lines')
    .values(
      lines.map((line, index) => ({
        business_id: businessId,
        invoice_id: id,
        position: index + 1,
        kind: line.kind,
        product_id: line.productId,
        customer_product_id: line.customerProductId,
        visit_id: line.visitId,
        amc_contract_id: line.amcContractId,
        description: line.description,
        hsn_code: line.hsnCode,
        quantity_milli: line.quantityMilli,
        unit_price: line.unitPrice,
        discount: line.discount,
        gst_rate_bp: line.gstRateBp,
        taxable_value: line.taxableValue,
        cgst: line.cgst,
        sgst: line.sgst,
        igst: line.igst,
        total: line.total,
      })),
    )
    .execute();
  return id;
}

const INVOICE_COLUMNS = [
  'invoices.id',
  'invoices.kind',
  'invoices.number',
  'invoices.invoice_date as invoiceDate',
  'invoices.customer_id as customerId',
  'invoices.credit_note_of as creditNoteOf',
  'invoices.seller',
  'invoices.buyer',
  'invoices.place_of_supply as placeOfSupply',
  'invoices.intra_state as intraState',
  'invoices.prices_include_tax as pricesIncludeTax',
  'invoices.taxable_value as taxableValue',
  'invoices.cgst',
  'invoices.sgst',
  'invoices.igst',
  'invoices.round_off as roundOff',
  'invoices.total',
  'invoices.amount_paid as amountPaid',
  'invoices.notes',
  'invoices.cancelled_at as cancelledAt',
  'invoices.cancel_reason as cancelReason',
  'invoices.created_at as createdAt',
] as const;

export function findInvoiceRow(db: Kysely<Database>, businessId: string, id: string) {
  return db.selectFrom('invoices').select(INVOICE_COLUMNS).where('business_id', '=', businessId).where('id', '=', id).executeTakeFirst();
}
export type InvoiceRow = NonNullable<Awaited<ReturnType<typeof findInvoiceRow>>>;

/** The invoice's row, locked until the transaction ends: a payment or a cancellation waits for another. */
export function lockInvoiceRow(db: Kysely<Database>, businessId: string, id: string) {
  return db
    .selectFrom('invoices')
    .select(INVOICE_COLUMNS)
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function findLines(db: Kysely<Database>, businessId: string, invoiceId: string) {
  return db
    .selectFrom('invoice_lines')
    .select([
      'id',
      'position',
      'kind',
      'product_id as productId',
      'customer_product_id as customerProductId',
      'visit_id as visitId',
      'amc_contract_id as amcContractId',
      'description',
      'hsn_code as hsnCode',
      'quantity_milli as quantityMilli',
      'unit_price as unitPrice',
      'discount',
      'gst_rate_bp as gstRateBp',
      'taxable_value as taxableValue',
      'cgst',
      'sgst',
      'igst',
      'total',
    ])
    .where('business_id', '=', businessId)
    .where('invoice_id', '=', invoiceId)
    .orderBy('position')
    .execute();
}
export type LineRow = Awaited<ReturnType<typeof findLines>>[number];

/** The other document of a cancellation: the credit note of an invoice, or the invoice of a credit note. */
export async function findCancellationPartner(
  db: Kysely<Database>,
  businessId: string,
  invoice: Pick<InvoiceRow, 'id' | 'creditNoteOf'>,
): Promise<InvoiceReference | null> {
  const query = db.selectFrom('invoices').select(['id', 'number as invoiceNumber', 'invoice_date as invoiceDate']).where('business_id', '=', businessId);
  const row = await (invoice.creditNoteOf ? query.where('id', '=', invoice.creditNoteOf) : query.where('credit_note_of', '=', invoice.id)).executeTakeFirst();
  return row ?? null;
}

export function markCancelled(db: Kysely<Database>, businessId: string, id: string, reason: string | null, now: Date) {
  return db.updateTable('invoices').set({ cancelled_at: now, cancel_reason: reason }).where('business_id', '=', businessId).where('id', '=', id).execute();
}

const STATUS_SQL = sql<InvoiceStatus>`case
  when invoices.cancelled_at is not null then 'CANCELLED'
  when invoices.kind = 'CREDIT_NOTE' or invoices.amount_paid >= invoices.total then 'PAID'
  when invoices.amount_paid > 0 then 'PARTIAL'
  else 'UNPAID' end`;
const BALANCE_SQL = sql<number>`case
  when invoices.cancelled_at is not null or invoices.kind = 'CREDIT_NOTE' then 0
  else invoices.total - invoices.amount_paid end`;

const INVOICE_SORT = {
  columns: {
    invoiceDate: 'invoices.invoice_date',
    invoiceNumber: 'invoices.number',
    customerName: 'users.fullname',
    total: 'invoices.total',
    balanceDue: 'balanceDue',
  },
  byDefault: 'invoiceDate',
  then: ['invoices.created_at', 'desc'],
  tiebreak: 'invoices.id',
} as const;
const SORT_KEY_TYPES = {
  'invoices.invoice_date': 'date',
  'invoices.number': 'text',
  'users.fullname': 'text',
  'invoices.total': 'numeric',
  balanceDue: 'numeric',
  'invoices.created_at': 'timestamptz',
  'invoices.id': 'uuid',
} as const;

const LIST_ITEM_COLUMNS = [
  'invoices.id',
  'invoices.kind',
  'invoices.number as invoiceNumber',
  'invoices.invoice_date as invoiceDate',
  'invoices.customer_id as customerID',
  'users.fullname as customerName',
  'users.phone_number as customerPhone',
  'invoices.total',
  BALANCE_SQL.as('balanceDue'),
  STATUS_SQL.as('status'),
] as const;

/**
 * A page of the business's invoices and credit notes, newest first unless asked otherwise. The
 * page's invoices are chosen on the invoices alone (their date index; a name or phone searched
 * becomes the matching customers' ids, which PostgreSQL ORs with the number's trigram index), and
 * only those rows are joined to their customers: joining first would join every invoice the
 * offset skips.
 */
function invoicesMatching(db: Kysely<Database>, businessId: string, input: Omit<ExportInvoicesInput, 'sortBy' | 'sortOrder'>) {
  let matching = db.selectFrom('invoices').where('invoices.business_id', '=', businessId);
  if (input.customerId) matching = matching.where('invoices.customer_id', '=', input.customerId);
  if (input.kind) matching = matching.where('invoices.kind', '=', input.kind);
  if (input.status) matching = matching.where(STATUS_SQL, '=', input.status);
  if (input.search) {
    const pattern = containsPattern(input.search);
    const customersMatching = db
      .selectFrom('customers')
      .innerJoin('users', (join) => join.onRef('users.id', '=', 'customers.user_id').onRef('users.business_id', '=', 'customers.business_id'))
      .where('customers.business_id', '=', businessId)
      .where((eb) => eb.or([eb('users.fullname', 'ilike', pattern), phoneContains('users.phone_number', input.search)]))
      .select('customers.id');
    matching = matching.where((eb) =>
      eb.or([eb('invoices.number', 'ilike', pattern), eb('invoices.customer_id', '=', sql<string>`any(array(${customersMatching}))`)]),
    );
  }
  return matching;
}

/** The invoices with their customers, for the rows a list or an export shows. */
function withCustomers(matching: ReturnType<typeof invoicesMatching>) {
  return matching
    .innerJoin('customers', (join) => join.onRef('customers.id', '=', 'invoices.customer_id').onRef('customers.business_id', '=', 'invoices.business_id'))
    .innerJoin('users', (join) => join.onRef('users.id', '=', 'customers.user_id').onRef('users.business_id', '=', 'customers.business_id'));
}

export async function listInvoices(db: Kysely<Database>, businessId: string, input: ListInvoicesInput): Promise<Page<InvoiceListItem>> {
  const filtered = input.search !== '' || input.customerId !== undefined || input.status !== undefined || input.kind !== undefined;
  const matching = invoicesMatching(db, businessId, input);
  const count = async () => {
    if (!filtered) return talliedTotal(db, businessId, 'invoices');
    const row = await matching.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    return Number(row.count);
  };
  // Sorting by name needs the name; every other order reads the invoices alone.
  const pageColumns = ['invoices.id', BALANCE_SQL.as('balanceDue')] as const;
  // A search's matches are read once, for the page and its count together (lib/list-query.ts).
  const paged = input.search ? searchedPage : listPage;
  const page =
    input.sortBy === 'customerName'
      ? await paged(withCustomers(matching).select(pageColumns), input, INVOICE_SORT, count)
      : await paged(matching.select(pageColumns), input, INVOICE_SORT, count);
  if (page.items.length === 0) return { items: [], total: page.total };
  const rows = await withCustomers(db.selectFrom('invoices').where('invoices.business_id', '=', businessId))
    .where('invoices.id', 'in', page.items.map((item) => item.id))
    .select(LIST_ITEM_COLUMNS)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { items: page.items.map((item) => byId.get(item.id)!), total: page.total };
}

/** The invoices of a list's export, with their tax and what is paid: the `limit` after `after` in the list's order. */
export function invoicesAfter(
  db: Kysely<Database>,
  businessId: string,
  input: ExportInvoicesInput,
  after: KeysetPosition | undefined,
  limit: number,
) {
  const rows = withCustomers(invoicesMatching(db, businessId, input)).select([
    ...LIST_ITEM_COLUMNS,
    'invoices.taxable_value as taxableValue',
    'invoices.cgst',
    'invoices.sgst',
    'invoices.igst',
    'invoices.round_off as roundOff',
    'invoices.amount_paid as amountPaid',
  ]);
  return readKeysetPage(rows, keysOf(listOrder(input, INVOICE_SORT), SORT_KEY_TYPES, { balanceDue: BALANCE_SQL }), after, limit);
}
export type InvoiceExportRow = Awaited<ReturnType<typeof invoicesAfter>>['rows'][number];

/** The oldest invoices with something still due, for the dashboard. */
export function oldestUnpaidInvoices(db: Kysely<Database>, businessId: string, limit: number) {
  return db
    .selectFrom('invoices')
    .innerJoin('customers', 'customers.id', 'invoices.customer_id')
    .innerJoin('users', 'users.id', 'customers.user_id')
    .where('invoices.business_id', '=', businessId)
    .where('invoices.kind', '=', 'INVOICE')
    .where('invoices.cancelled_at', 'is', null)
    .where(sql<boolean>`invoices.amount_paid < invoices.total`)
    .select(LIST_ITEM_COLUMNS)
    .orderBy('invoices.invoice_date')
    .orderBy('invoices.id')
    .limit(limit)
    .execute();
}

/** Σ of what is still due on the business's live invoices. */
export async function invoiceBalanceTotal(db: Kysely<Database>, businessId: string): Promise<number> {
  const row = await db
    .selectFrom('invoices')
    .where('business_id', '=', businessId)
    .where('kind', '=', 'INVOICE')
    .where('cancelled_at', 'is', null)
    .where(sql<boolean>`amount_paid < total`)
    .select(sql<string>`coalesce(sum(total - amount_paid), 0)`.as('due'))
    .executeTakeFirstOrThrow();
  return Number(row.due);
}

/**
 * The live (not cancelled) invoice that bills each of `ids` — purchases, visits or AMC contracts —
 * if any: each is billed once.
 */
export async function liveInvoicesBilling(
  db: Kysely<Database>,
  businessId: string,
  column: 'customer_product_id' | 'visit_id' | 'amc_contract_id',
  ids: string[],
): Promise<Map<string, InvoiceReference>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('invoice_lines')
    .innerJoin('invoices', (join) => join.onRef('invoices.business_id', '=', 'invoice_lines.business_id').onRef('invoices.id', '=', 'invoice_lines.invoice_id'))
    .where('invoice_lines.business_id', '=', businessId)
    .where(`invoice_lines.${column}`, 'in', ids)
    .where('invoices.kind', '=', 'INVOICE')
    .where('invoices.cancelled_at', 'is', null)
    .select([`invoice_lines.${column} as billed`, 'invoices.id', 'invoices.number as invoiceNumber', 'invoices.invoice_date as invoiceDate'])
    .execute();
  return new Map(rows.map(({ billed, ...invoice }) => [billed!, invoice]));
}

export function addToAmountPaid(db: Kysely<Database>, businessId: string, invoiceId: string, amount: number) {
  return db
    .updateTable('invoices')
    .set({ amount_paid: sql`amount_paid + ${amount}` })
    .where('business_id', '=', businessId)
    .where('id', '=', invoiceId)
    .execute();
}

/** One row of the month's lines as the GST return groups them (see `gstLinesOfMonth`). */
export interface GstLineGroup {
  /** The document and its buyer; null on a group of B2C sales, which the return totals by state. */
  invoiceId: string | null;
  kind: 'INVOICE' | 'CREDIT_NOTE';
  number: string | null;
  invoiceDate: string | null;
  invoiceTotal: number | null;
  buyerGstin: string | null;
  buyerName: string | null;
  placeOfSupply: string;
  originalNumber: string | null;
  hsnCode: string | null;
  gstRateBp: number;
  quantityMilli: number;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/**
 * The month's invoice and credit-note lines, summed as the GST return groups them. A B2C sale
 * (an invoice whose buyer has no GSTIN) counts only in its state's and rate's total and in its
 * HSN's, so those lines are summed by place of supply, rate and HSN here, in exact numeric; a
 * B2B invoice and a credit note are listed one by one, so their lines keep their document. A
 * month of 1,253 lines arrives as a few dozen rows. Groups come in the order of their first line
 * (date, number, position), the order the return lists its documents and HSNs in.
 */
export async function gstLinesOfMonth(db: Kysely<Database>, businessId: string, from: string, before: string): Promise<GstLineGroup[]> {
  const { rows } = await sql<GstLineGroup>`
    with month_lines as (
      select i.kind, i.place_of_supply, line.hsn_code, line.gst_rate_bp, line.quantity_milli,
        line.taxable_value, line.cgst, line.sgst, line.igst,
        i.kind = 'INVOICE' and coalesce(i.buyer->>'gstin', '') = '' as b2c,
        i.id, i.number, i.invoice_date, i.total, i.buyer->>'gstin' as gstin, i.buyer->>'name' as buyer_name,
        original.number as original_number,
        row_number() over (order by i.invoice_date, i.number, line.position) as place
      from invoices i
      join invoice_lines line on line.business_id = i.business_id and line.invoice_id = i.id
      left join invoices original on original.business_id = i.business_id and original.id = i.credit_note_of
      where i.business_id = ${businessId} and i.invoice_date >= ${from}::date and i.invoice_date < ${before}::date
    )
    select
      case when b2c then null else id end as "invoiceId", kind,
      case when b2c then null else number end as number,
      case when b2c then null else invoice_date end as "invoiceDate",
      case when b2c then null else total end as "invoiceTotal",
      case when b2c then null else gstin end as "buyerGstin",
      case when b2c then null else buyer_name end as "buyerName",
      place_of_supply as "placeOfSupply",
      case when b2c then null else original_number end as "originalNumber",
      hsn_code as "hsnCode", gst_rate_bp as "gstRateBp", sum(quantity_milli) as "quantityMilli",
      sum(taxable_value) as "taxableValue", sum(cgst) as cgst, sum(sgst) as sgst, sum(igst) as igst
    from month_lines
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    order by min(place)`.execute(db);
  return rows;
}

/** How many invoices and credit notes are dated in the month: the return's counts. */
export function documentsOfMonth(db: Kysely<Database>, businessId: string, from: string, before: string) {
  return db
    .selectFrom('invoices')
    .where('business_id', '=', businessId)
    .where('invoice_date', '>=', from)
    .where('invoice_date', '<', before)
    .select([
      sql<number>`count(*) filter (where kind = 'INVOICE')`.as('invoiceCount'),
      sql<number>`count(*) filter (where kind = 'CREDIT_NOTE')`.as('creditNoteCount'),
    ])
    .executeTakeFirstOrThrow();
}

/** How many invoices and credit notes a customer has: they are kept, so the customer is too. */
export async function countInvoicesOf(db: Kysely<Database>, businessId: string, customerId: string): Promise<number> {
  const row = await db
    .selectFrom('invoices')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('business_id', '=', businessId)
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
