import {
  createInvoiceInput,
  createVisitInput,
  dueSummaryInput,
  gstSummaryInput,
  listAmcInput,
  listBusinessesInput,
  listCustomersInput,
  listDueInput,
  listHelpDeskTicketsInput,
  listInvoicesInput,
  listMyVisitsInput,
  listRenewalsInput,
  listVisitsInput,
  productReportInput,
  recordPaymentInput,
  scheduleDaysInput,
  scheduleInput,
  serviceReportInput,
  signInSchema,
  warrantyLookupInput,
} from '@sevak/shared';
import type { AppDeps } from '../../server/src/deps';
import { addDays, addMonths, calendarDateIn, startOfMonth } from '../../server/src/lib/business-time';
import type { BusinessScope, DataScope } from '../../server/src/tenancy/data-scope';
import type { CustomerCaller, EmployeeCaller } from '../../server/src/modules/auth/admission';
import { signIn } from '../../server/src/modules/auth/sign-in.service';
import { gstSummary } from '../../server/src/modules/billing/billing.service';
import { listBusinesses } from '../../server/src/modules/businesses/businesses.service';
import { createInvoice, invoicePdf, listInvoices } from '../../server/src/modules/billing/invoices.service';
import { billingDashboard, recordPayment } from '../../server/src/modules/billing/payments.service';
import { listMyProducts } from '../../server/src/modules/customer-portal/customer-portal.service';
import { listCustomers } from '../../server/src/modules/customers/customers.service';
import { getDashboardCharts } from '../../server/src/modules/dashboard/dashboard-charts.service';
import { getAdminDashboard } from '../../server/src/modules/dashboard/dashboard.service';
import { listAllTickets } from '../../server/src/modules/help-desk/help-desk.service';
import { consoleSummary, listRenewals } from '../../server/src/modules/operator-console/operator-console.service';
import { productReport, serviceReport } from '../../server/src/modules/reports/reports.service';
import { listAmcContracts } from '../../server/src/modules/service-plans/amc.service';
import { listDue, summarizeDue } from '../../server/src/modules/service-plans/due.service';
import { lookUpWarranty } from '../../server/src/modules/service-plans/warranty.service';
import { listMyVisits } from '../../server/src/modules/technician/technician.service';
import { createVisit, listSchedule, listScheduleDays, listVisits } from '../../server/src/modules/visits/visits.service';
import { inDataScope } from '../../server/src/tenancy/data-scope';
import type { BenchRequest } from './load';

/** A business the benchmark signs in to and measures. */
export interface BusinessUnderTest {
  label: 'large' | 'small';
  phone: string;
  password: string;
  cookie: string;
  scope: BusinessScope;
  /** A common surname among its customers: what a shop owner would type into the search. */
  search: string;
  /** A valid visit of this business: one of its customers, that customer's purchase, one of its employees. */
  newVisit: Record<string, unknown>;
  /** A fixed set of its invoices, spread over its years, whose PDFs are asked for in turn; none, no PDF is measured. */
  invoiceIds: string[];
  /** What the service-plan calls ask for. */
  servicePlans: {
    /** The due list's furthest page measured: page 50 of the next 30 days, or its last page when it has fewer. */
    dueMonthPage: number;
    /** The technician with the most visits due in the next 30 days. */
    technicianId: string;
    /** The serial number of a purchase under contract, for the warranty look-up. */
    serial: string;
  };
  /*
   * What the calls added for issue 20 need. Each is optional only so that a business built by
   * hand (bench/probe.ts) still type-checks; bench/run.ts always fills them in, and a call whose
   * data is missing is not measured.
   */
  /** The full phone number of the customer with the most visits: the visit list searched by phone. */
  phoneSearch?: string;
  /** The technician with the most visits: the visit list narrowed to one technician (its employeeId filter). */
  visitEmployeeId?: string;
  /** A technician signed in to the technician's app: the one with the most visits today (then the busiest). */
  technician?: SignedInMember<EmployeeCaller>;
  /** A customer signed in to the customer's portal: the one with the most purchases of those who can sign in. */
  customer?: SignedInMember<CustomerCaller>;
  /** A valid new invoice of this business, dated long ago (BENCH_DOCUMENT_DATE). */
  newInvoice?: Record<string, unknown>;
  /** Payments of ₹1, each against one of the benchmark's own invoices, taken in turn. */
  payments?: Record<string, unknown>[];
}

/**
 * A technician or customer of the business, signed in: their cookie for the REST calls, and the
 * caller and scope the server's admission step (server/src/modules/auth/admission.ts) made of
 * their session, for the same call in process.
 */
export interface SignedInMember<TCaller> {
  phone: string;
  cookie: string;
  caller: TCaller;
  scope: DataScope;
}

/** The platform operator (the superadmin), signed in to the console that spans every business. */
export interface OperatorUnderTest {
  phone: string;
  cookie: string;
  /** A fragment many business names share (their most frequent last word): what the operator types into the search. */
  search: string;
}

/** 'document': a generated file (an invoice PDF), with a target of its own. */
export type OperationKind = 'sign-in' | 'read' | 'document' | 'write';

export interface Operation {
  key: string;
  label: string;
  kind: OperationKind;
  request: BenchRequest;
  /** The same call made in process, as the REST facade makes it (scope and service function), to capture its SQL. */
  serviceCall: (deps: AppDeps) => Promise<unknown>;
}

/**
 * The ranges the report screens are asked for: last calendar month, and the twelve months up to
 * today; the GST summary is of last calendar month (YYYY-MM), a whole month of invoices.
 */
export interface ReportRanges {
  month: { fromDate: string; toDate: string };
  year: { fromDate: string; toDate: string };
  gstMonth: string;
  /** The schedule's month view: this month's grid, six weeks from the Sunday on or before the 1st. */
  scheduleMonth: { from: string; to: string };
  /** The schedule's week view: this week, Sunday to Saturday. */
  scheduleWeek: { from: string; to: string };
  /** The day whose round the schedule opens: today. */
  scheduleDay: string;
}

/** The Sunday on or before `date`, as the schedule's views start their weeks. */
function sundayOf(date: string): string {
  return addDays(date, -new Date(`${date}T00:00:00Z`).getUTCDay());
}

export function reportRanges(timeZone: string, now: Date): ReportRanges {
  const today = calendarDateIn(timeZone, now);
  const thisMonth = startOfMonth(today);
  const lastMonth = addMonths(thisMonth, -1);
  return {
    month: { fromDate: lastMonth, toDate: addDays(thisMonth, -1) },
    year: { fromDate: addDays(addMonths(today, -12), 1), toDate: today },
    gstMonth: lastMonth.slice(0, 7),
    scheduleMonth: { from: sundayOf(thisMonth), to: addDays(sundayOf(thisMonth), 41) },
    scheduleWeek: { from: sundayOf(today), to: addDays(sundayOf(today), 6) },
    scheduleDay: today,
  };
}

/** The due list's pages, held against the visit list page 1 (the issue asks they page at its speed). */
export const DUE_PAGE_KEYS: readonly string[] = ['due-month-page-1', 'due-overdue-page-1', 'due-month-far-page', 'due-technician'];
/** Every service-plan read, shown beside the visit list page 1 in the report. */
export const SERVICE_PLAN_KEYS: readonly string[] = [...DUE_PAGE_KEYS, 'due-summary', 'amc-page-1', 'warranty-serial', 'schedule-month', 'schedule-week', 'schedule-day'];

/** The due list's page after it is asked for the whole of it (X-Total-Count) on `pageSize` rows a page. */
export function furthestDuePage(total: number, pageSize: number, wanted = 50): number {
  return Math.max(1, Math.min(wanted, Math.ceil(total / pageSize)));
}

/**
 * Visits the benchmark creates are dated long ago, so they never join today's list on the
 * dashboard or the months the reports cover, and later runs measure the same reads.
 */
export const BENCH_VISIT_DATE = '2001-01-15T10:00:00+05:30';
export const BENCH_VISIT_DESCRIPTION = 'Benchmark visit';
/**
 * The invoices and payments the benchmark writes are dated on the same long-ago day: in the
 * financial year 2000-01, whose invoice and receipt series (invoice_series, a counter per
 * business, kind and year) no real document uses, and at the end of every list ordered by date.
 * The counter only ever grows, so numbers never collide from run to run.
 */
export const BENCH_DOCUMENT_DATE = '2001-01-15';
/** The notes of the invoices the invoice write creates. */
export const BENCH_INVOICE_NOTES = 'Benchmark invoice';
/** The notes of the invoices the payment write pays ₹1 at a time (created once, used run after run). */
export const BENCH_PAYMENT_TARGET_NOTES = 'Benchmark payment target';

interface Schema<T> {
  parse(input: unknown): T;
}

function queryOf(path: string): Record<string, string> {
  return Object.fromEntries(new URL(path, 'http://localhost').searchParams);
}

const API = '/api/v1';

/** What is measured for one business, in order; the writes come last so every read sees the same data. */
export function operationsFor(business: BusinessUnderTest, ranges: ReportRanges): Operation[] {
  const { scope, cookie } = business;
  const search = encodeURIComponent(business.search);
  const plans = business.servicePlans;
  // A signed-in REST call runs in one transaction scoped to the caller's business (server/src/rest/rest-plugin.ts).
  const asTheAdmin = (deps: AppDeps, work: (deps: AppDeps) => Promise<unknown>) =>
    inDataScope(deps.db, scope, (db) => work({ ...deps, db }));

  function read<T>(
    key: string,
    label: string,
    path: string,
    schema: Schema<T>,
    service: (deps: AppDeps, scope: BusinessScope, input: T) => Promise<unknown>,
  ): Operation {
    return {
      key,
      label,
      kind: 'read',
      request: { method: 'GET', path: `${API}${path}`, cookie },
      serviceCall: (deps) => asTheAdmin(deps, (scoped) => service(scoped, scope, schema.parse(queryOf(path)))),
    };
  }

  // Each connection asks for the invoices' PDFs in turn; the SQL is captured for the first.
  const pdfPaths = business.invoiceIds.map((id) => `${API}/admin/invoice/${id}/pdf`);
  const invoicePdfs: Operation[] = business.invoiceIds.length
    ? [
        {
          key: 'invoice-pdf',
          label: `invoice PDF (${business.invoiceIds.length} invoices in turn)`,
          kind: 'document',
          request: { method: 'GET', path: pdfPaths[0]!, paths: pdfPaths, cookie },
          serviceCall: (deps) => asTheAdmin(deps, (scoped) => invoicePdf(scoped, scope, business.invoiceIds[0]!)),
        },
      ]
    : [];

  const signInBody = { phoneNumber: business.phone, password: business.password };
  return [
    {
      key: 'sign-in',
      label: 'sign-in (argon2)',
      kind: 'sign-in',
      request: { method: 'POST', path: `${API}/users/login`, body: signInBody },
      serviceCall: (deps) => signIn(deps, signInSchema.parse(signInBody), '127.0.0.1'),
    },
    read('visits-page-1', 'visit list, page 1', '/admin/visit?page=1&pageSize=10', listVisitsInput, listVisits),
    read('visits-page-500', 'visit list, page 500', '/admin/visit?page=500&pageSize=10', listVisitsInput, listVisits),
    read('visits-search', `visit list, search "${business.search}"`, `/admin/visit?page=1&pageSize=10&search=${search}`, listVisitsInput, listVisits),
    read(
      'visits-date-asc',
      'visit list, date ascending',
      '/admin/visit?page=1&pageSize=10&sortBy=visitDate&sortOrder=asc',
      listVisitsInput,
      listVisits,
    ),
    ...(business.phoneSearch
      ? [
          read(
            'visits-phone',
            "visit list, search by a customer's phone",
            `/admin/visit?page=1&pageSize=10&search=${encodeURIComponent(business.phoneSearch)}`,
            listVisitsInput,
            listVisits,
          ),
        ]
      : []),
    ...(business.visitEmployeeId
      ? [
          read(
            'visits-employee',
            'visit list, one technician',
            `/admin/visit?page=1&pageSize=10&employeeId=${business.visitEmployeeId}`,
            listVisitsInput,
            listVisits,
          ),
        ]
      : []),
    read('customers-page-1', 'customer list, page 1', '/admin/customer?page=1&pageSize=10', listCustomersInput, listCustomers),
    read('customers-search', `customer list, search "${business.search}"`, `/admin/customer?page=1&pageSize=10&search=${search}`, listCustomersInput, listCustomers),
    {
      key: 'dashboard',
      label: 'dashboard',
      kind: 'read',
      request: { method: 'GET', path: `${API}/admin/dashboard`, cookie },
      serviceCall: (deps) => asTheAdmin(deps, (scoped) => getAdminDashboard(scoped, scope)),
    },
    {
      key: 'dashboard-charts',
      label: 'dashboard charts (12 months)',
      kind: 'read',
      request: { method: 'GET', path: `${API}/admin/dashboard/charts`, cookie },
      serviceCall: (deps) => asTheAdmin(deps, (scoped) => getDashboardCharts(scoped, scope)),
    },
    read(
      'service-report-month',
      `service report, ${ranges.month.fromDate} to ${ranges.month.toDate}`,
      `/admin/report/service?page=1&pageSize=10&fromDate=${ranges.month.fromDate}&toDate=${ranges.month.toDate}`,
      serviceReportInput,
      serviceReport,
    ),
    read(
      'product-report-year',
      `product report, ${ranges.year.fromDate} to ${ranges.year.toDate}`,
      `/admin/report/product?page=1&pageSize=10&fromDate=${ranges.year.fromDate}&toDate=${ranges.year.toDate}`,
      productReportInput,
      productReport,
    ),
    read('invoices-page-1', 'invoice list, page 1', '/admin/invoice?page=1&pageSize=10', listInvoicesInput, listInvoices),
    read('invoices-page-500', 'invoice list, page 500', '/admin/invoice?page=500&pageSize=10', listInvoicesInput, listInvoices),
    read(
      'invoices-search',
      `invoice list, search "${business.search}"`,
      `/admin/invoice?page=1&pageSize=10&search=${search}`,
      listInvoicesInput,
      listInvoices,
    ),
    ...invoicePdfs,
    {
      key: 'billing-dashboard',
      label: 'billing dashboard',
      kind: 'read',
      request: { method: 'GET', path: `${API}/admin/billing/dashboard`, cookie },
      serviceCall: (deps) => asTheAdmin(deps, (scoped) => billingDashboard(scoped, scope)),
    },
    read(
      'gst-summary-month',
      `GST summary, ${ranges.gstMonth}`,
      `/admin/gst-summary?month=${ranges.gstMonth}`,
      gstSummaryInput,
      (deps, scope, input) => gstSummary(deps, scope, input.month),
    ),
    read('due-month-page-1', 'due list, next 30 days, page 1', '/admin/due?range=month&page=1&pageSize=10', listDueInput, listDue),
    read('due-overdue-page-1', 'due list, overdue, page 1', '/admin/due?range=overdue&page=1&pageSize=10', listDueInput, listDue),
    read(
      'due-month-far-page',
      `due list, next 30 days, page ${plans.dueMonthPage}`,
      `/admin/due?range=month&page=${plans.dueMonthPage}&pageSize=10`,
      listDueInput,
      listDue,
    ),
    read(
      'due-technician',
      'due list, next 30 days, one technician',
      `/admin/due?range=month&employeeID=${plans.technicianId}&page=1&pageSize=10`,
      listDueInput,
      listDue,
    ),
    read('due-summary', 'due list summary', '/admin/due/summary', dueSummaryInput, summarizeDue),
    read('amc-page-1', 'AMC list, page 1', '/admin/amc?page=1&pageSize=10', listAmcInput, listAmcContracts),
    read('warranty-serial', 'warranty look-up by serial number', `/admin/warranty?serial=${encodeURIComponent(plans.serial)}`, warrantyLookupInput, lookUpWarranty),
    read(
      'schedule-month',
      `schedule, month view (${ranges.scheduleMonth.from} to ${ranges.scheduleMonth.to}, 3 a day)`,
      `/admin/schedule/days?from=${ranges.scheduleMonth.from}&to=${ranges.scheduleMonth.to}&perDay=3`,
      scheduleDaysInput,
      listScheduleDays,
    ),
    read(
      'schedule-week',
      `schedule, week view (${ranges.scheduleWeek.from} to ${ranges.scheduleWeek.to}, 8 a day)`,
      `/admin/schedule/days?from=${ranges.scheduleWeek.from}&to=${ranges.scheduleWeek.to}&perDay=8`,
      scheduleDaysInput,
      listScheduleDays,
    ),
    read(
      'schedule-day',
      `schedule, a day's round (${ranges.scheduleDay}, every visit)`,
      `/admin/schedule?from=${ranges.scheduleDay}&to=${ranges.scheduleDay}`,
      scheduleInput,
      listSchedule,
    ),
    ...technicianDay(business.technician),
    ...customerProducts(business.customer),
    {
      key: 'create-visit',
      label: 'create visit',
      kind: 'write',
      request: { method: 'POST', path: `${API}/admin/visit`, body: business.newVisit, cookie },
      serviceCall: (deps) => asTheAdmin(deps, (scoped) => createVisit(scoped, scope, createVisitInput.parse(business.newVisit))),
    },
    ...(business.newInvoice ? [createInvoiceOperation(business.newInvoice)] : []),
    ...(business.payments && business.payments.length > 0 ? [recordPaymentOperation(business.payments)] : []),
  ];

  function createInvoiceOperation(body: Record<string, unknown>): Operation {
    return {
      key: 'create-invoice',
      label: 'create invoice',
      kind: 'write',
      request: { method: 'POST', path: `${API}/admin/invoice`, body, cookie },
      serviceCall: (deps) => asTheAdmin(deps, (scoped) => createInvoice(scoped, scope, createInvoiceInput.parse(body))),
    };
  }

  function recordPaymentOperation(bodies: Record<string, unknown>[]): Operation {
    return {
      key: 'record-payment',
      label: `record payment (${bodies.length} invoices in turn)`,
      kind: 'write',
      request: { method: 'POST', path: `${API}/admin/payment`, body: bodies[0], bodies, cookie },
      serviceCall: (deps) => asTheAdmin(deps, (scoped) => recordPayment(scoped, scope, recordPaymentInput.parse(bodies[0]))),
    };
  }
}

/** The technician's app, My day: `GET /employee/visit?range=today`, as the technician. */
function technicianDay(technician: SignedInMember<EmployeeCaller> | undefined): Operation[] {
  if (!technician) return [];
  const path = '/employee/visit?range=today';
  return [
    {
      key: 'technician-day',
      label: "the technician's day (their app)",
      kind: 'read',
      request: { method: 'GET', path: `${API}${path}`, cookie: technician.cookie },
      // The caller and scope the REST facade's admission made of the technician's session.
      serviceCall: (deps) =>
        inDataScope(deps.db, technician.scope, (db) => listMyVisits({ ...deps, db }, technician.caller, listMyVisitsInput.parse(queryOf(path)))),
    },
  ];
}

/** The customer's portal, their products: `GET /customer/products`, as the customer. */
function customerProducts(customer: SignedInMember<CustomerCaller> | undefined): Operation[] {
  if (!customer) return [];
  return [
    {
      key: 'customer-products',
      label: "the customer's products (their portal)",
      kind: 'read',
      request: { method: 'GET', path: `${API}/customer/products`, cookie: customer.cookie },
      serviceCall: (deps) => inDataScope(deps.db, customer.scope, (db) => listMyProducts({ ...deps, db }, customer.caller)),
    },
  ];
}

/**
 * The operator's console, read across all of the platform's businesses: the business list (the
 * operator's first screen, spec §7 spells it /superAdmin/admin), its search, the renewals due,
 * the figures at a glance and the help desk. Reads alone, so the data stays the same run to run.
 */
export function operatorOperationsFor(operator: OperatorUnderTest): Operation[] {
  const { cookie } = operator;
  const search = encodeURIComponent(operator.search);
  // A superadmin's REST call runs in one transaction in the platform's scope (role sevak_platform, every business).
  const asTheOperator = (deps: AppDeps, work: (deps: AppDeps) => Promise<unknown>) =>
    inDataScope(deps.db, 'platform', (db) => work({ ...deps, db }));

  function read<T>(key: string, label: string, path: string, schema: Schema<T>, service: (deps: AppDeps, input: T) => Promise<unknown>): Operation {
    return {
      key,
      label,
      kind: 'read',
      request: { method: 'GET', path: `${API}${path}`, cookie },
      serviceCall: (deps) => asTheOperator(deps, (scoped) => service(scoped, schema.parse(queryOf(path)))),
    };
  }

  return [
    read('operator-businesses-page-1', 'business list, page 1', '/superAdmin/admin?page=1&pageSize=10', listBusinessesInput, listBusinesses),
    read(
      'operator-businesses-search',
      `business list, search "${operator.search}"`,
      `/superAdmin/admin?page=1&pageSize=10&search=${search}`,
      listBusinessesInput,
      listBusinesses,
    ),
    read('operator-renewals-30', 'renewals, expiring in 30 days, page 1', '/superadmin/renewals?within=30&page=1&pageSize=10', listRenewalsInput, listRenewals),
    read(
      'operator-renewals-expired',
      'renewals, expired in the last 30 days, page 1',
      '/superadmin/renewals?within=expired&page=1&pageSize=10',
      listRenewalsInput,
      listRenewals,
    ),
    {
      key: 'operator-summary',
      label: 'console summary',
      kind: 'read',
      request: { method: 'GET', path: `${API}/superadmin/summary`, cookie },
      serviceCall: (deps) => asTheOperator(deps, (scoped) => consoleSummary(scoped)),
    },
    read('operator-helpdesk-page-1', 'help desk tickets, page 1', '/superadmin/helpdesk?page=1&pageSize=10', listHelpDeskTicketsInput, listAllTickets),
  ];
}
