import { sql, type Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import type { ChartMonth } from '@sevak/shared';
import type { MonthRange } from './dashboard.repository';

/** A month-by-month figure of the charts: every ChartMonth field but the month itself. */
export type MonthlySeries = Exclude<keyof ChartMonth, 'month'>;

/** The tallies' series the charts show (the month's visits are the console's). */
const MONTHLY_SERIES: MonthlySeries[] = ['productRevenue', 'serviceRevenue', 'invoiced', 'collected', 'newCustomers'];

/**
 * Every month-by-month figure over `months`, from the tallies the database keeps as rows change
 * (db/migrations/2026_11_26_1000_monthly_tallies.ts): a row per figure and month that has one;
 * months without any are the caller's to fill. Twelve months are some sixty rows of one index range.
 */
export function monthlyFigures(db: Kysely<Database>, businessId: string, months: MonthRange) {
  return db
    .selectFrom('monthly_tallies')
    .where('business_id', '=', businessId)
    .where('series', 'in', MONTHLY_SERIES)
    .where('month', '>=', months.firstDay)
    .where('month', '<', months.nextMonthFirstDay)
    .select([sql<MonthlySeries>`series`.as('series'), 'month', 'figure'])
    .execute();
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

/**
 * Every employee with the visits they did in the month, most first, then by name. The month's
 * done visits are counted by technician first, off the date index (which holds each visit's state
 * and technician), and only then joined to the employees.
 */
export function visitsDoneByTechnician(db: Kysely<Database>, businessId: string, month: MonthRange) {
  const done = db
    .selectFrom('visits')
    .where('business_id', '=', businessId)
    .where('visit_date', '>=', month.start)
    .where('visit_date', '<', month.end)
    .where('status', '=', 'done')
    .where('employee_id', 'is not', null)
    .select(['employee_id', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('employee_id');
  return db
    .selectFrom('employees as e')
    .innerJoin('users as u', (join) => join.onRef('u.id', '=', 'e.user_id').onRef('u.business_id', '=', 'e.business_id'))
    .leftJoin(done.as('done'), 'done.employee_id', 'e.id')
    .where('e.business_id', '=', businessId)
    .select(['e.id as employeeId', 'u.fullname as name', (eb) => eb.fn.coalesce('done.count', eb.lit(0)).as('visitsDone')])
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
