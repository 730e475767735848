import { CHART_MONTHS, TOP_PRODUCTS, VISIT_STATUSES, type ChartMonth, type DashboardCharts } from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { addMonths, calendarDateIn, startOfDayIn, startOfMonth } from '../../lib/business-time';
import type { BusinessScope } from '../../tenancy/data-scope';
import * as repository from './dashboard-charts.repository';
import type { MonthRange } from './dashboard.repository';

/** `count` months from the month of `firstDay` on, as calendar days and as instants of `timeZone`. */
export function monthsFrom(timeZone: string, firstDay: string, count: number): MonthRange {
  const nextMonthFirstDay = addMonths(firstDay, count);
  return { firstDay, nextMonthFirstDay, start: startOfDayIn(timeZone, firstDay), end: startOfDayIn(timeZone, nextMonthFirstDay) };
}

/**
 * The dashboard's charts: the last twelve months month by month (this one included), this
 * month's visits by state and by technician, and the products bought most in the twelve months.
 * Months are the business time zone's, as the cards' "this month" is.
 */
export async function getDashboardCharts(deps: AppDeps, business: BusinessScope): Promise<DashboardCharts> {
  const { db } = deps;
  const { businessId } = business;
  const timeZone = deps.config.businessTimeZone;
  const thisMonth = startOfMonth(calendarDateIn(timeZone, deps.clock.now()));
  const firstDays = Array.from({ length: CHART_MONTHS }, (_, shown) => addMonths(thisMonth, shown + 1 - CHART_MONTHS));
  const chartMonths = monthsFrom(timeZone, firstDays[0]!, CHART_MONTHS);
  const month = monthsFrom(timeZone, thisMonth, 1);

  const [figures, states, technicians, topProducts, billsWithInvoices] = await Promise.all([
    repository.monthlyFigures(db, businessId, chartMonths),
    repository.visitsByStatus(db, businessId, month),
    repository.visitsDoneByTechnician(db, businessId, month),
    repository.topProducts(db, businessId, chartMonths, TOP_PRODUCTS),
    repository.billsWithInvoices(db, businessId),
  ]);

  const months: ChartMonth[] = firstDays.map((day) => ({
    month: day.slice(0, 7),
    productRevenue: 0,
    serviceRevenue: 0,
    invoiced: 0,
    collected: 0,
    newCustomers: 0,
  }));
  const monthOf = new Map(months.map((shown) => [`${shown.month}-01`, shown]));
  for (const row of figures) monthOf.get(row.month)![row.series] = row.figure;
  const countOf = new Map(states.map((row) => [row.status, row.count]));
  return {
    months,
    billsWithInvoices,
    visitsThisMonth: VISIT_STATUSES.map((status) => ({ status, count: countOf.get(status) ?? 0 })),
    topProducts,
    technicians,
  };
}
