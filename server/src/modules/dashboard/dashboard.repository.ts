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
      eb
        .selectFrom('customer_products')
        .where('business_id', '=', businessId)
        .where('invoice_date', '>=', month.firstDay)
        .where('invoice_date', '<', month.nextMonthFirstDay)
        .select(sql<number>`coalesce(sum(price), 0)`.as('revenue'))
        .as('currentMonthProductRevenue'),
      eb
        .selectFrom('visits')
        .where('business_id', '=', businessId)
        .where('visit_date', '>=', month.start)
        .where('visit_date', '<', month.end)
        .select(sql<number>`coalesce(sum(service_charges), 0)`.as('revenue'))
        .as('currentMonthVisitRevenue'),
      eb.selectFrom('businesses').where('id', '=', businessId).select('expiry_date').as('expiryDate'),
    ])
    .executeTakeFirstOrThrow();
}
