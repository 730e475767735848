import { sql, type AliasedRawBuilder, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '@sevak/db';
import type { ChartMonth } from '@sevak/shared';
import type { MonthRange } from './dashboard.repository';

/** A month-by-month figure of the charts: every ChartMonth field but the month itself. */
export type MonthlySeries = Exclude<keyof ChartMonth, 'month'>;

/** The months of a chart, in order: each one's first calendar day and first instant, and their whole span. */
export interface ChartSpan {
  firstDays: string[];
  starts: Date[];
  span: MonthRange;
}

const seriesNamed = (name: MonthlySeries) => sql<MonthlySeries>`${sql.lit(name)}`.as('series');

/*
 * The month a row falls in, as its position among the months (1 for the first): width_bucket
 * finds it among the months' first days (or instants) by binary search, far cheaper per row
 * than formatting each date in the time zone, and the months' edges stay those
 * lib/business-time.ts computes.
 */
const monthOfDate = (column: string, span: ChartSpan) =>
  sql<number>`width_bucket(${sql.ref(column)}, array[${sql.join(span.firstDays)}]::date[])`.as('month');
const monthOfInstant = (column: string, span: ChartSpan) =>
  sql<number>`width_bucket(${sql.ref(column)}, array[${sql.join(span.starts)}]::timestamptz[])`.as('month');
const byMonth = sql.ref('month');

/**
 * Every month-by-month figure over the chart's months, in one statement: a row per figure and
 * month that has data; months without any are the caller's to fill. Purchases, invoices and
 * payments are dated by calendar day; visits and new customers are instants. Each branch reads
 * one range of an index that leads with (business_id, its date).
 */
export function monthlyFigures(db: Kysely<Database>, businessId: string, chart: ChartSpan) {
  const { span } = chart;
  // The same SQL as two `where` comparisons, which the (business_id, date) indexes serve.
  const within = (column: string, from: string | Date, before: string | Date) =>
    sql<SqlBool>`${sql.ref(column)} >= ${from} and ${sql.ref(column)} < ${before}`;
  const onDays = (column: string) => within(column, span.firstDay, span.nextMonthFirstDay);
  const atInstants = (column: string) => within(column, span.start, span.end);
  const figures = (series: MonthlySeries, month: AliasedRawBuilder<number, 'month'>, figure: RawBuilder<number>) =>
    [seriesNamed(series), month, figure.as('figure')] as const;

  const productRevenue = db
    .selectFrom('customer_products')
    .where('business_id', '=', businessId)
    .where(onDays('invoice_date'))
    .select(figures('productRevenue', monthOfDate('invoice_date', chart), sql`sum(price)`))
    .groupBy(byMonth);
  const serviceRevenue = db
    .selectFrom('visits')
    .where('business_id', '=', businessId)
    .where(atInstants('visit_date'))
    .select(figures('serviceRevenue', monthOfInstant('visit_date', chart), sql`sum(service_charges)`))
    .groupBy(byMonth);
  const invoiced = db
    .selectFrom('invoices')
    .where('business_id', '=', businessId)
    .where(onDays('invoice_date'))
    .where('kind', '=', 'INVOICE')
    .where('cancelled_at', 'is', null)
    .select(figures('invoiced', monthOfDate('invoice_date', chart), sql`sum(total)`))
    .groupBy(byMonth);
  const collected = db
    .selectFrom('payments')
    .where('business_id', '=', businessId)
    .where(onDays('paid_on'))
    .select(figures('collected', monthOfDate('paid_on', chart), sql`sum(amount)`))
    .groupBy(byMonth);
  const newCustomers = db
    .selectFrom('customers')
    .where('business_id', '=', businessId)
    .where(atInstants('created_at'))
    .select(figures('newCustomers', monthOfInstant('created_at', chart), sql`count(*)`))
    .groupBy(byMonth);
  return productRevenue.unionAll(serviceRevenue).unionAll(invoiced).unionAll(collected).unionAll(newCustomers).execute();
}

/** How many of the month's visits are in each state; a state without any has no row. */
export function visitsByStatus(db: Kysely<Database>, businessId: string, month: MonthRange) {
  return db
    .selectFrom('visits')
    .where('business_id', '=', businessId)
    .where('visit_date', '>=', month.start)
    .where('visit_date', '<', month.end)
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
}

/** Every employee with the visits they did in the month, most first, then by name. */
export function visitsDoneByTechnician(db: Kysely<Database>, businessId: string, month: MonthRange) {
  return db
    .selectFrom('employees as e')
    .innerJoin('users as u', (join) => join.onRef('u.id', '=', 'e.user_id').onRef('u.business_id', '=', 'e.business_id'))
    .leftJoin('visits as v', (join) =>
      join
        .onRef('v.business_id', '=', 'e.business_id')
        .onRef('v.employee_id', '=', 'e.id')
        .on('v.status', '=', 'done')
        .on('v.visit_date', '>=', month.start)
        .on('v.visit_date', '<', month.end),
    )
    .where('e.business_id', '=', businessId)
    .select(['e.id as employeeId', 'u.fullname as name', (eb) => eb.fn.count<number>('v.id').as('visitsDone')])
    .groupBy(['e.id', 'u.fullname'])
    .orderBy('visitsDone', 'desc')
    .orderBy('u.fullname')
    .orderBy('e.id')
    .execute();
}

/** The `limit` products bought most often with an invoice date in `months`, then by value. */
export function topProducts(db: Kysely<Database>, businessId: string, months: MonthRange, limit: number) {
  const top = db
    .selectFrom('customer_products')
    .where('business_id', '=', businessId)
    .where('invoice_date', '>=', months.firstDay)
    .where('invoice_date', '<', months.nextMonthFirstDay)
    .select(['product_id', (eb) => eb.fn.countAll<number>().as('purchases'), sql<number>`sum(price)`.as('value')])
    .groupBy('product_id')
    .orderBy('purchases', 'desc')
    .orderBy('value', 'desc')
    .orderBy('product_id')
    .limit(limit);
  return db
    .selectFrom(top.as('top'))
    .innerJoin('products as p', (join) => join.onRef('p.id', '=', 'top.product_id').on('p.business_id', '=', businessId))
    .select(['p.id as productId', 'p.name', 'top.purchases', 'top.value'])
    .orderBy('top.purchases', 'desc')
    .orderBy('top.value', 'desc')
    .orderBy('p.id')
    .execute();
}

/** Whether the business has a Tax Profile, without which it issues no invoice. */
export async function billsWithInvoices(db: Kysely<Database>, businessId: string): Promise<boolean> {
  const profile = await db.selectFrom('billing_profiles').where('business_id', '=', businessId).select('business_id').executeTakeFirst();
  return profile !== undefined;
}
