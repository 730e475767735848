import { UNASSIGNED_LABEL, type ProductReport, type ReportRangeInput, type ServiceReport, type ServiceReportInput, type Visit } from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { addDays, startOfDayIn } from '../../lib/business-time';
import type { BusinessScope } from '../../tenancy/data-scope';
import { windowOf } from '../../lib/list-query';
import { listVisitRows } from '../visits/visits.repository';
import * as repository from './reports.repository';

/**
 * Visits from the first instant of `fromDate` to the last of `toDate` in the business time
 * zone, newest first, with the count and charges of the whole range.
 */
export async function serviceReport(deps: AppDeps, business: BusinessScope, input: ServiceReportInput): Promise<ServiceReport> {
  const timeZone = deps.config.businessTimeZone;
  const conditions = {
    search: input.search,
    employeeId: input.employeeId,
    paymentStatus: input.paymentStatus,
    from: input.fromDate ? startOfDayIn(timeZone, input.fromDate) : undefined,
    before: input.toDate ? startOfDayIn(timeZone, addDays(input.toDate, 1)) : undefined,
  };
  const [visits, totals] = await Promise.all([
    listVisitRows(deps.db, business.businessId, conditions, { sortBy: 'visitDate', sortOrder: 'desc' }, windowOf(input)),
    repository.serviceReportTotals(deps.db, business.businessId, conditions),
  ]);
  return { items: visits.map(toServiceReportRow), total: totals.count, totals };
}

function toServiceReportRow(visit: Visit) {
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
  const conditions = { fromDate: input.fromDate, toDate: input.toDate, search: input.search };
  const [items, totals] = await Promise.all([
    repository.productReportRows(deps.db, business.businessId, conditions, input),
    repository.productReportTotals(deps.db, business.businessId, conditions),
  ]);
  return { items, total: totals.count, totals };
}
