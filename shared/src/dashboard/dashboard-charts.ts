import type { VisitStatus } from '../visits/visit-status';

/** How many months the dashboard's month-by-month charts cover, this one included. */
export const CHART_MONTHS = 12;

/** How many products the top-products chart shows. */
export const TOP_PRODUCTS = 5;

/** One month of the dashboard's charts; a month without data is all zeros. */
export interface ChartMonth {
  /** 'YYYY-MM', a month of the business time zone. */
  month: string;
  /** Σ purchased-product prices with an invoice date in the month. */
  productRevenue: number;
  /** Σ service charges of visits dated in the month, paid or not: what the month's card counts. */
  serviceRevenue: number;
  /** Σ totals of the month's GST invoices; a cancelled one is left out. */
  invoiced: number;
  /** Σ payments received in the month, on invoices or on visits. */
  collected: number;
  /** Customers added in the month. */
  newCustomers: number;
}

/** The admin dashboard's charts, fetched apart from its cards so the cards stay quick. */
export interface DashboardCharts {
  /** The last CHART_MONTHS months, oldest first, this month last. */
  months: ChartMonth[];
  /** The business bills with GST invoices (it has a Tax Profile): invoiced vs collected applies. */
  billsWithInvoices: boolean;
  /** This month's visits in each state, every state in VISIT_STATUSES order. */
  visitsThisMonth: { status: VisitStatus; count: number }[];
  /** The products bought most often in those months (then by value), at most TOP_PRODUCTS. */
  topProducts: { productId: string; name: string; purchases: number; value: number }[];
  /** Every technician with the visits they did this month, most first, then by name. */
  technicians: { employeeId: string; name: string; visitsDone: number }[];
}
