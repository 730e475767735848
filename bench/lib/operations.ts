import {
  createVisitInput,
  dueSummaryInput,
  gstSummaryInput,
  listAmcInput,
  listBusinessesInput,
  listCustomersInput,
  listDueInput,
  listHelpDeskTicketsInput,
  listInvoicesInput,
  listRenewalsInput,
  listVisitsInput,
  productReportInput,
  scheduleInput,
  serviceReportInput,
  signInSchema,
  warrantyLookupInput,
} from '@sevak/shared';
import type { AppDeps } from '../../server/src/deps';
import { addDays, addMonths, calendarDateIn, startOfMonth } from '../../server/src/lib/business-time';
import type { BusinessScope } from '../../server/src/tenancy/data-scope';
import { signIn } from '../../server/src/modules/auth/sign-in.service';
import { gstSummary } from '../../server/src/modules/billing/billing.service';
import { listBusinesses } from '../../server/src/modules/businesses/businesses.service';
import { invoicePdf, listInvoices } from '../../server/src/modules/billing/invoices.service';
import { billingDashboard } from '../../server/src/modules/billing/payments.service';
import { listCustomers } from '../../server/src/modules/customers/customers.service';
import { getDashboardCharts } from '../../server/src/modules/dashboard/dashboard-charts.service';
import { getAdminDashboard } from '../../server/src/modules/dashboard/dashboard.service';
import { listAllTickets } from '../../server/src/modules/help-desk/help-desk.service';
import { consoleSummary, listRenewals } from '../../server/src/modules/operator-console/operator-console.service';
import { productReport, serviceReport } from '../../server/src/modules/reports/reports.service';
import { listAmcContracts } from '../../server/src/modules/service-plans/amc.service';
import { listDue, summarizeDue } from '../../server/src/modules/service-plans/due.service';
import { lookUpWarranty } from '../../server/src/modules/service-plans/warranty.service';
import { createVisit, listSchedule, listVisits } from '../../server/src/modules/visits/visits.service';
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
  /** This calendar month, as the schedule's month view asks for it. */
  schedule: { from: string; to: string };
}

export function reportRanges(timeZone: string, now: Date): ReportRanges {
  const today = calendarDateIn(timeZone, now);
  const thisMonth = startOfMonth(today);
  const lastMonth = addMonths(thisMonth, -1);
  return {
    month: { fromDate: lastMonth, toDate: addDays(thisMonth, -1) },
    year: { fromDate: addDays(addMonths(today, -12), 1), toDate: today },
    gstMonth: lastMonth.slice(0, 7),
    schedule: { from: thisMonth, to: addDays(addMonths(thisMonth, 1), -1) },
  };
}

/** The due list's pages, held against the visit list page 1 (the issue asks they page at its speed). */
export const DUE_PAGE_KEYS: readonly string[] = ['due-month-page-1', 'due-overdue-page-1', 'due-month-far-page', 'due-technician'];
/** Every service-plan read, shown beside the visit list page 1 in the report. */
export const SERVICE_PLAN_KEYS: readonly string[] = [...DUE_PAGE_KEYS, 'due-summary', 'amc-page-1', 'warranty-serial', 'schedule-month'];

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

interface Schema<T> {
  parse(input: unknown): T;
}

function queryOf(path: string): Record<string, string> {
  return Object.fromEntries(new URL(path, 'http://localhost').searchParams);
}

const API = '/api/v1';

/** What is measured for one business, in order; the write comes last so every read sees the same data. */
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
      `schedule, ${ranges.schedule.from} to ${ranges.schedule.to}`,
      `/admin/schedule?from=${ranges.schedule.from}&to=${ranges.schedule.to}`,
      scheduleInput,
      listSchedule,
    ),
    {
      key: 'create-visit',
      label: 'create visit',
      kind: 'write',
      request: { method: 'POST', path: `${API}/admin/visit`, body: business.newVisit, cookie },
      serviceCall: (deps) => asTheAdmin(deps, (scoped) => createVisit(scoped, scope, createVisitInput.parse(business.newVisit))),
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
