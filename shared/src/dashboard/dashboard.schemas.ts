import type { Visit, VisitSummary } from '../visits/visit.schemas';

/** The admin dashboard (spec §3 "Admin dashboard response"), counted in the business time zone. */
export interface AdminDashboard {
  totalCustomer: number;
  totalEmployee: number;
  totalProduct: number;
  /** Σ purchased-product prices with an invoice date in the current month. */
  currentMonthProductRevenue: number;
  /** Σ service charges of visits dated in the current month, paid or not. */
  currentMonthVisitRevenue: number;
  /** Whole days from today to the last day of access: 0 on that day. */
  expiry: number;
  /** Today's visits, earliest first. */
  visit: Visit[];
  visitSummary: VisitSummary;
  inventory: { totalProducts: number; totalInventoryValue: number };
}
