import {
  UNASSIGNED_LABEL,
  type ExportProductReportInput,
  type ExportServiceReportInput,
  type ProductReport,
  type ReportRangeInput,
  type ServiceReport,
  type ServiceReportInput,
  type Visit,
} from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { addDays, startOfDayIn } from '../../lib/business-time';
import type { BusinessScope } from '../../tenancy/data-scope';
import { windowOf } from '../../lib/list-query';
import { listVisitRows, type VisitConditions, type VisitOrder } from '../visits/visits.repository';
import * as repository from './reports.repository';

/** The service report's visits: newest first. */
export const SERVICE_REPORT_ORDER: VisitOrder = { sortBy: 'visitDate', sortOrder: 'desc' };

/** The visits of a service report: from the first instant of `fromDate` to the last of `toDate` in the business time zone. */
export function serviceReportConditions(deps: AppDeps, input: ExportServiceReportInput): VisitConditions {
  const timeZone = deps.config.businessTimeZone;
  return {
    search: input.search,
    employeeId: input.employeeId,
    paymentStatus: input.paymentStatus,
    from: input.fromDate ? startOfDayIn(timeZone, input.fromDate) : undefined,
    before: input.toDate ? startOfDayIn(timeZone, addDays(input.toDate, 1)) : undefined,
  };
}

/** A service report's visits, with the count and charges of the whole range. */
export async function serviceReport(deps: AppDeps, business: BusinessScope, input: ServiceReportInput): Promise<ServiceReport> {
  const conditions = serviceReportConditions(deps, input);
  const [visits, totals] = await Promise.all([
    listVisitRows(deps.db, business.businessId, conditions, SERVICE_REPORT_ORDER, windowOf(input)),
    repository.serviceReportTotals(deps.db, business.businessId, conditions),
  ]);
  return { items: visits.map(toServiceReportRow), total: totals.count, totals };
}

export function toServiceReportRow(visit: Visit) {
  return {
    id: visit.id,
    customerName: visit.customer.user.fullname,
    phoneNumber: visit.customer.user.phoneNumber,
    address: visit.serviceAddress ?? visit.customer.user.address,
    employeeName: visit.employee?.user.fullname ?? UNASSIGNED_LABEL,
    productName: visit.product?.name ?? null,
    serviceDiscription: visit.serviceDiscription,
    serviceCharges: visit.serviceCharges,
    visitDate: visit.visitDate,
    PaymentStatus: visit.PaymentStatus,
    isDone: visit.isDone,
  };
}

/** Purchased products invoiced from `fromDate` to `toDate` inclusive, newest invoice first. */
export async function productReport(deps: AppDeps, business: BusinessScope, input: ReportRangeInput): Promise<ProductReport> {
  const conditions = productReportConditions(input);
  const [items, totals] = await Promise.all([
    repository.productReportRows(deps.db, business.businessId, conditions, input),
    repository.productReportTotals(deps.db, business.businessId, conditions),
  ]);
  return { items, total: totals.count, totals };
}

/** The purchases of a product report: invoiced from `fromDate` to `toDate` inclusive. */
export function productReportConditions(input: ExportProductReportInput): repository.PurchaseConditions {
  return { fromDate: input.fromDate, toDate: input.toDate, search: input.search };
}
