import { sql, type Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import { tallyOf } from '../../lib/list-query';

/** The month (or months) a figure covers: calendar dates for invoices, instants for visits; both [start, end). */
export interface MonthRange {
  firstDay: string;
  nextMonthFirstDay: string;
  start: Date;
  end: Date;
}

/** Every dashboard figure except the visit cards and today's visits, in one query. */
export function dashboardFigures(db: Kysely<Database>, businessId: string, month: MonthRange) {
  // This month's revenue as the monthly tallies keep it (the charts' figures), not summed from a month of rows.
  const monthFigure = (series: 'productRevenue' | 'serviceRevenue') =>
    db
      .selectFrom('monthly_tallies')
      .where('business_id', '=', businessId)
      .where('series', '=', series)
      .where('month', '=', month.firstDay)
      .select(sql<number>`coalesce(sum(figure), 0)`.as('figure'));
  return db
    .selectNoFrom((eb) => [
      eb.fn.coalesce(tallyOf(db, businessId, 'customers'), eb.lit(0)).as('totalCustomer'),
      eb.fn.coalesce(tallyOf(db, businessId, 'employees'), eb.lit(0)).as('totalEmployee'),
      eb
        .selectFrom('products')
        .where('business_id', '=', businessId)
        .select((count) => count.fn.countAll<number>().as('count'))
        .as('totalProduct'),
      eb
        .selectFrom('products')
        .where('business_id', '=', businessId)
        .select(sql<number>`coalesce(sum(price * quantity), 0)`.as('value'))
        .as('totalInventoryValue'),
      monthFigure('productRevenue').as('currentMonthProductRevenue'),
      monthFigure('serviceRevenue').as('currentMonthVisitRevenue'),
      eb.selectFrom('businesses').where('id', '=', businessId).select('expiry_date').as('expiryDate'),
    ])
    .executeTakeFirstOrThrow();
}
