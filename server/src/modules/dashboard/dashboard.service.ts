import type { AdminDashboard } from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { calendarDateIn, daysBetween, startOfMonth } from '../../lib/business-time';
import type { BusinessScope } from '../../tenancy/data-scope';
import { listTodaysVisits, summarizeVisits } from '../visits/visits.service';
import { monthsFrom } from './dashboard-charts.service';
import * as repository from './dashboard.repository';

/**
 * The admin's first screen. "This month" and "today" are the business time zone's; month visit
 * revenue counts every visit dated this month, paid or not, as the work done this month.
 */
export async function getAdminDashboard(deps: AppDeps, business: BusinessScope): Promise<AdminDashboard> {
  const timeZone = deps.config.businessTimeZone;
  const today = calendarDateIn(timeZone, deps.clock.now());
  const month = monthsFrom(timeZone, startOfMonth(today), 1);
  const [figures, visitSummary, visit] = await Promise.all([
    repository.dashboardFigures(deps.db, business.businessId, month),
    summarizeVisits(deps, business),
    listTodaysVisits(deps, business),
  ]);
  return {
    totalCustomer: figures.totalCustomer ?? 0,
    totalEmployee: figures.totalEmployee ?? 0,
    totalProduct: figures.totalProduct ?? 0,
    currentMonthProductRevenue: figures.currentMonthProductRevenue ?? 0,
    currentMonthVisitRevenue: figures.currentMonthVisitRevenue ?? 0,
    expiry: figures.expiryDate ? daysBetween(today, figures.expiryDate) : 0,
    visit,
    visitSummary,
    inventory: { totalProducts: figures.totalProduct ?? 0, totalInventoryValue: figures.totalInventoryValue ?? 0 },
  };
}
