import {
  messagesEn,
  MSG,
  pinCodeIn,
  warrantyState,
  type CompletedVisit,
  type CompleteMyVisitFields,
  paiseOf,
  rupeesOf,
  type ListMyVisitsInput,
  type MyVisit,
  type MyVisitItem,
  type Page,
  type TechnicianRange,
} from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { calendarDateIn } from '../../lib/business-time';
import { inTransaction } from '../../tenancy/data-scope';
import type { EmployeeCaller } from '../auth/admission';
import { recordPayment, visitBalance } from '../billing/payments.service';
import { latestContractsOf } from '../service-plans/amc.repository';
import { toAmcContract } from '../service-plans/amc.service';
import { finishVisit, visitDayBounds } from '../visits/visits.service';
import * as repository from './technician.repository';
import type { MyVisitRow, MyVisitSpan } from './technician.repository';

/*
 * The technician's phone app (issue: the technician's app and the customer's portal): their day,
 * one visit at a time, and Done. A technician reaches only the visits given to them; a visit of
 * someone else's is "not found", as one of another business is.
 */

const MAPS_SEARCH = 'https://www.google.com/maps/search/?api=1&query=';

/** The visits each list shows: My day is overdue then today; cancelled visits nobody goes to. */
function spanOf(range: TechnicianRange, deps: AppDeps): MyVisitSpan {
  const bounds = visitDayBounds(deps.config.businessTimeZone, deps.clock.now());
  switch (range) {
    case 'overdue':
      return { before: bounds.todayStart, statuses: ['scheduled', 'missed'] };
    case 'today':
      return { from: bounds.todayStart, before: bounds.tomorrowStart, statuses: ['scheduled', 'done', 'missed'] };
    case 'upcoming':
      return { from: bounds.tomorrowStart, before: bounds.upcomingEnd, statuses: ['scheduled'] };
  }
}

/**
 * What is left to collect on a visit of a list: its charges less the payments made against it.
 * A visit billed on an invoice is settled through the invoice; the visit's own screen says that
 * balance exactly (payments.service `visitBalance`).
 */
function chargesDueOf(row: MyVisitRow): number {
  if (row.paymentStatus !== 'PENDING') return 0;
  return rupeesOf(Math.max(0, paiseOf(row.serviceCharges) - paiseOf(row.paid)));
}

function toItem(row: MyVisitRow, todayStart: Date): MyVisitItem {
  return {
    id: row.id,
    visitDate: row.visitDate,
    status: row.status,
    overdue: (row.status === 'scheduled' || row.status === 'missed') && row.visitDate < todayStart,
    customerName: row.customerName,
    address: row.address,
    pinCode: pinCodeIn(row.address),
    productName: row.productName,
    serviceDescription: row.serviceDescription,
    chargesDue: chargesDueOf(row),
  };
}

export async function listMyVisits(deps: AppDeps, caller: EmployeeCaller, input: ListMyVisitsInput): Promise<Page<MyVisitItem>> {
  const span = spanOf(input.range, deps);
  const window = { limit: input.pageSize, offset: ((input.page ?? 1) - 1) * input.pageSize };
  const [rows, total] = await Promise.all([
    repository.listMyVisitRows(deps.db, caller.businessId, caller.employeeId, span, window),
    repository.countMyVisits(deps.db, caller.businessId, caller.employeeId, span),
  ]);
  const { todayStart } = visitDayBounds(deps.config.businessTimeZone, deps.clock.now());
  return { items: rows.map((row) => toItem(row, todayStart)), total };
}

export async function getMyVisit(deps: AppDeps, caller: EmployeeCaller, id: string): Promise<MyVisit> {
  const row = (await repository.findMyVisitRow(deps.db, caller.businessId, caller.employeeId, id)) ?? visitNotFound();
  const [recent, contracts, balance] = await Promise.all([
    repository.recentVisitNotes(deps.db, caller.businessId, row),
    latestContractsOf(deps.db, caller.businessId, row.customerProductId ? [row.customerProductId] : []),
    // What is due exactly, on the invoice that bills the visit if one does: what Done may collect.
    visitBalance(deps, caller, id),
  ]);
  const now = deps.clock.now();
  const today = calendarDateIn(deps.config.businessTimeZone, now);
  const { todayStart } = visitDayBounds(deps.config.businessTimeZone, now);
  const contract = row.customerProductId ? contracts.get(row.customerProductId) : undefined;
  return {
    ...toItem(row, todayStart),
    chargesDue: balance.balanceDue,
    serviceCharges: row.serviceCharges,
    customer: { name: row.customerName, phoneNumber: row.customerPhone },
    mapsUrl: row.address ? `${MAPS_SEARCH}${encodeURIComponent(row.address)}` : null,
    product:
      row.productName !== null && row.warrantyEndDate !== null
        ? {
            name: row.productName,
            serialNumber: row.serialNumber,
            warrantyEndDate: row.warrantyEndDate,
            warranty: warrantyState(row.warrantyEndDate, today),
            amc: contract ? { status: toAmcContract(contract, today).status, endDate: contract.endDate } : null,
          }
        : null,
    recentVisits: recent,
    autoVisitMonths: row.autoVisitMonths,
  };
}

/**
 * Done, from the technician's phone: the work notes and charges written on the visit, the visit
 * marked done and its next one booked, and the money collected recorded as a payment with its
 * receipt — all in one transaction, so a payment the visit cannot take (more than is due) leaves
 * the visit as it was. A visit already done is left alone and the answer says so: a phone that
 * sends Done twice (a retry after a lost answer) changes nothing the second time.
 */
export function completeMyVisit(deps: AppDeps, caller: EmployeeCaller, id: string, fields: CompleteMyVisitFields): Promise<CompletedVisit> {
  const { businessId } = caller;
  return inTransaction(deps.db, async (trx) => {
    const visit = (await repository.lockMyVisit(trx, businessId, caller.employeeId, id)) ?? visitNotFound();
    const scoped = { ...deps, db: trx };
    if (visit.status === 'done') {
      return { visit: await getMyVisit(scoped, caller, id), alreadyDone: true, message: messagesEn.technician.complete.alreadyDone, nextVisitDate: null, receiptNumber: null };
    }
    // A phone that was offline may send Done for a visit the shop has called off since.
    if (visit.status === 'cancelled') throw AppError.conflict(MSG.technician.errors.cancelled);
    const visitDay = calendarDateIn(deps.config.businessTimeZone, visit.visitDate);
    if (fields.nextVisitDate !== null && fields.nextVisitDate <= visitDay) throw new AppError('BAD_REQUEST', MSG.technician.errors.nextVisitTooEarly);
    await repository.writeWorkDone(trx, businessId, id, fields, deps.clock.now());
    const finished = (await finishVisit(deps, trx, businessId, id, fields.nextVisitDate)) || visitNotFound();
    const collected = fields.payment
      ? await recordPayment(scoped, caller, {
          visitID: id,
          invoiceID: null,
          amount: fields.payment.amount,
          mode: fields.payment.mode,
          paidOn: calendarDateIn(deps.config.businessTimeZone, deps.clock.now()),
          reference: `Collected by ${caller.user.fullname}`,
        })
      : null;
    return {
      visit: await getMyVisit(scoped, caller, id),
      alreadyDone: false,
      message: messagesEn.technician.complete.done,
      nextVisitDate: finished.nextVisitDate,
      receiptNumber: collected?.payment.receiptNumber ?? null,
    };
  });
}

function visitNotFound(): never {
  throw AppError.notFound(MSG.visits.errors.notFound);
}
