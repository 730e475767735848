import type { Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import {
  MSG,
  pinCodeIn,
  UPCOMING_DAYS,
  type ExportVisitsInput,
  type ListVisitsInput,
  type Page,
  type ScheduleDay,
  type ScheduleDaysInput,
  type ScheduledVisit,
  type ScheduleInput,
  type Visit,
  type VisitFields,
  type VisitStatus,
  type VisitSummary,
} from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { addDays, addMonths, calendarDateIn, startOfDayIn } from '../../lib/business-time';
import { windowOf, type RowWindow } from '../../lib/list-query';
import { inTransaction, type BusinessScope } from '../../tenancy/data-scope';
import { followVisitForm, forgetFormPayments, visitDeletionBlocker } from '../billing/payments.service';
import * as repository from './visits.repository';
import type { VisitConditions, VisitDayBounds, VisitOrder, VisitValues } from './visits.repository';

/** Written on the follow-up visit itself, as data, in the shop's records' English. */
const FOLLOW_UP_DESCRIPTION = 'Scheduled service';

/** Today, tomorrow and the end of the upcoming window (days 1–7), counted from the start of today. */
export function visitDayBounds(timeZone: string, now: Date): VisitDayBounds {
  const today = calendarDateIn(timeZone, now);
  return {
    today,
    todayStart: startOfDayIn(timeZone, today),
    tomorrowStart: startOfDayIn(timeZone, addDays(today, 1)),
    upcomingEnd: startOfDayIn(timeZone, addDays(today, UPCOMING_DAYS + 1)),
  };
}

function conditionsOf(input: ExportVisitsInput, bounds: VisitDayBounds): VisitConditions {
  const conditions: VisitConditions = { search: input.search, employeeId: input.employeeId, customerId: input.customerId };
  switch (input.filter) {
    case 'today':
      return { ...conditions, from: bounds.todayStart, before: bounds.tomorrowStart };
    case 'upcoming':
      return { ...conditions, from: bounds.tomorrowStart, before: bounds.upcomingEnd };
    case 'completed':
      return { ...conditions, isDone: true };
    case 'pendingPay':
      return { ...conditions, ...repository.pendingPayOf(bounds) };
    case 'all':
      return conditions;
  }
}

/** The sort asked for: dates read newest first, names and amounts from the top of the alphabet or the smallest. */
function chosenOrder(input: ExportVisitsInput): VisitOrder | undefined {
  if (!input.sortBy) return undefined;
  return { sortBy: input.sortBy, sortOrder: input.sortOrder ?? (input.sortBy === 'visitDate' ? 'desc' : 'asc') };
}

export async function listVisits(deps: AppDeps, business: BusinessScope, input: ListVisitsInput): Promise<Page<Visit>> {
  const bounds = visitDayBounds(deps.config.businessTimeZone, deps.clock.now());
  const conditions = conditionsOf(input, bounds);
  const order = chosenOrder(input);
  if (!order) return listInWorkOrder(deps, business, conditions, bounds, windowOf(input));
  const [items, total] = await Promise.all([
    repository.listVisitRows(deps.db, business.businessId, conditions, order, windowOf(input)),
    repository.countVisits(deps.db, business.businessId, conditions),
  ]);
  return { items, total };
}

/** Visits of one part of a list, in one order. */
export interface VisitRead {
  conditions: VisitConditions;
  order: VisitOrder;
}

/**
 * The order a shop works in, the visit list's default: today's open visits (morning first), then
 * the overdue ones (most recent first), then what is coming (soonest first), then the visits
 * done (latest first). Each part is read on its own index and the page is cut across them, so a
 * far-future follow-up never tops the list and no part is sorted in memory.
 */
function workOrderParts(conditions: VisitConditions, bounds: VisitDayBounds): (VisitRead & { part: repository.WorkOrderPart })[] {
  const parts: [repository.WorkOrderPart, VisitConditions, 'asc' | 'desc'][] = [
    ['today', { from: bounds.todayStart, before: bounds.tomorrowStart, isDone: false }, 'asc'],
    ['overdue', { before: bounds.todayStart, isDone: false }, 'desc'],
    ['upcoming', { from: bounds.tomorrowStart, isDone: false }, 'asc'],
    ['done', { isDone: true }, 'desc'],
  ];
  return parts.flatMap(([name, part, sortOrder]) => {
    const both = intersect(conditions, part);
    return both ? [{ part: name, conditions: both, order: { sortBy: 'visitDate' as const, sortOrder } }] : [];
  });
}

/** The visit list as `input` asks for it, whole, as the reads that give it in order: an export's. */
export function visitListReads(deps: AppDeps, input: ExportVisitsInput): VisitRead[] {
  const bounds = visitDayBounds(deps.config.businessTimeZone, deps.clock.now());
  const conditions = conditionsOf(input, bounds);
  const order = chosenOrder(input);
  return order ? [{ conditions, order }] : workOrderParts(conditions, bounds);
}

/**
 * A window of the list in work order. Narrowed (a search, a filter, one technician or customer),
 * its matches are read once; the whole list is counted on the open visits' index and the tally,
 * and its page read part by part on the index of each part's order.
 */
async function listInWorkOrder(
  deps: AppDeps,
  business: BusinessScope,
  conditions: VisitConditions,
  bounds: VisitDayBounds,
  window: RowWindow | undefined,
): Promise<Page<Visit>> {
  if (repository.isNarrowed(conditions)) {
    const { counts, items } = await repository.narrowedInWorkOrder(deps.db, business.businessId, conditions, bounds, window);
    return { items, total: counts.today + counts.overdue + counts.upcoming + counts.done };
  }
  const counted = await repository.countWorkOrderParts(deps.db, business.businessId, conditions.isDone, bounds);
  let skip = window?.offset ?? 0;
  let wanted = window?.limit ?? Number.POSITIVE_INFINITY;
  const reads: Promise<Visit[]>[] = [];
  let total = 0;
  for (const part of workOrderParts(conditions, bounds)) {
    const count = counted[part.part];
    total += count;
    if (wanted > 0 && skip < count) {
      const limit = Math.min(wanted, count - skip);
      reads.push(repository.listVisitRows(deps.db, business.businessId, part.conditions, part.order, { limit, offset: skip }));
      wanted -= limit;
    }
    skip = Math.max(0, skip - count);
  }
  const items = (await Promise.all(reads)).flat();
  return { items, total };
}

/** Visits meeting both sets of conditions, or undefined when none can. */
function intersect(a: VisitConditions, b: VisitConditions): VisitConditions | undefined {
  if (a.isDone !== undefined && b.isDone !== undefined && a.isDone !== b.isDone) return undefined;
  const from = latest(a.from, b.from);
  const before = earliest(a.before, b.before);
  if (from && before && from >= before) return undefined;
  return { ...a, ...b, from, before, isDone: a.isDone ?? b.isDone };
}

const latest = (x?: Date, y?: Date) => (x && y ? (x > y ? x : y) : (x ?? y));
const earliest = (x?: Date, y?: Date) => (x && y ? (x < y ? x : y) : (x ?? y));

/** The Total, Today, Upcoming, Completed and Pending Pay cards. */
export function summarizeVisits(deps: AppDeps, business: BusinessScope): Promise<VisitSummary> {
  return repository.summarizeVisits(deps.db, business.businessId, visitDayBounds(deps.config.businessTimeZone, deps.clock.now()));
}

/** Today's visits, earliest first, for the dashboard. */
export function listTodaysVisits(deps: AppDeps, business: BusinessScope): Promise<Visit[]> {
  const bounds = visitDayBounds(deps.config.businessTimeZone, deps.clock.now());
  return repository.listVisitRows(
    deps.db,
    business.businessId,
    { from: bounds.todayStart, before: bounds.tomorrowStart },
    { sortBy: 'visitDate', sortOrder: 'asc' },
  );
}

export async function getVisit(deps: AppDeps, business: BusinessScope, id: string): Promise<Visit> {
  return (await repository.findVisit(deps.db, business.businessId, id)) ?? visitNotFound();
}

export function createVisit(deps: AppDeps, business: BusinessScope, fields: VisitFields): Promise<Visit> {
  return inTransaction(deps.db, async (trx) => {
    const values = await resolveVisit(trx, business.businessId, fields);
    const id = await repository.insertVisit(trx, business.businessId, values);
    await followVisitForm({ ...deps, db: trx }, business, id, false, values.paymentStatus === 'PAID');
    if (values.isDone) await scheduleFollowUpVisit(trx, deps.config.businessTimeZone, business.businessId, id, values);
    return (await repository.findVisit(trx, business.businessId, id)) ?? visitNotFound();
  });
}

export function updateVisit(deps: AppDeps, business: BusinessScope, id: string, fields: VisitFields): Promise<Visit> {
  return inTransaction(deps.db, async (trx) => {
    const current = (await repository.lockVisit(trx, business.businessId, id)) ?? visitNotFound();
    const values = await resolveVisit(trx, business.businessId, fields, current);
    await repository.updateVisit(trx, business.businessId, id, values, deps.clock.now());
    await followVisitForm({ ...deps, db: trx }, business, id, current.payment_status === 'PAID', values.paymentStatus === 'PAID');
    if (!current.is_done && values.isDone) {
      await scheduleFollowUpVisit(trx, deps.config.businessTimeZone, business.businessId, id, values);
    }
    return (await repository.findVisit(trx, business.businessId, id)) ?? visitNotFound();
  });
}

/**
 * The list's "Mark completed": only the visit's state changes, whatever else it holds (a
 * cancelled payment stays cancelled), and its follow-up is booked once.
 */
export function completeVisit(deps: AppDeps, business: BusinessScope, id: string): Promise<Visit> {
  return inTransaction(deps.db, async (trx) => {
    if (!(await finishVisit(deps, trx, business.businessId, id))) visitNotFound();
    return (await repository.findVisit(trx, business.businessId, id)) ?? visitNotFound();
  });
}

/**
 * Marks a visit done, unless it already is, and books its follow-up: by the visit's plan
 * (`autoVisitTime` months later), or on `nextVisitDay` at the same time of day when one is named
 * (the technician's suggestion, booked even where the plan books none). Runs in the caller's
 * transaction; answers the follow-up's date, or false when the visit does not exist.
 */
export async function finishVisit(
  deps: AppDeps,
  trx: Kysely<Database>,
  businessId: string,
  id: string,
  nextVisitDay: string | null = null,
): Promise<{ wasDone: boolean; nextVisitDate: Date | null } | false> {
  const current = await repository.lockVisitValues(trx, businessId, id);
  if (!current) return false;
  if (current.isDone) return { wasDone: true, nextVisitDate: null };
  const timeZone = deps.config.businessTimeZone;
  await repository.markVisitDone(trx, businessId, id, deps.clock.now());
  const done = { ...current, isDone: true };
  const nextVisitDate = nextVisitDay
    ? sameTimeOn(timeZone, current.visitDate, nextVisitDay)
    : done.autoVisitTime > 0
      ? sameTimeMonthsLater(timeZone, current.visitDate, done.autoVisitTime)
      : null;
  if (nextVisitDate) await bookFollowUpVisit(trx, businessId, id, done, nextVisitDate);
  return { wasDone: false, nextVisitDate };
}

/**
 * Where a visit stands, set from the due list or the schedule. Done is what Mark completed does
 * (its follow-up booked once); missed and cancelled are for a visit not done; scheduled reopens
 * a visit, whatever it was. Setting the state it already has changes nothing.
 */
export function setVisitStatus(deps: AppDeps, business: BusinessScope, id: string, status: VisitStatus): Promise<Visit> {
  if (status === 'done') return completeVisit(deps, business, id);
  return inTransaction(deps.db, async (trx) => {
    const current = (await repository.lockVisitState(trx, business.businessId, id)) ?? visitNotFound();
    if (current.status === 'done' && status !== 'scheduled') {
      throw AppError.conflict(status === 'missed' ? MSG.visits.errors.doneCannotBeMissed : MSG.visits.errors.doneCannotBeCancelled);
    }
    if (current.status !== status) await repository.setVisitStatus(trx, business.businessId, id, status, deps.clock.now());
    return (await repository.findVisit(trx, business.businessId, id)) ?? visitNotFound();
  });
}

/** A new date and time for a visit still to be done; a missed visit rescheduled is scheduled again. */
export function rescheduleVisit(deps: AppDeps, business: BusinessScope, id: string, visitDate: Date): Promise<Visit> {
  return inTransaction(deps.db, async (trx) => {
    const current = (await repository.lockVisitState(trx, business.businessId, id)) ?? visitNotFound();
    if (current.status === 'done') throw AppError.conflict(MSG.visits.errors.doneCannotBeRescheduled);
    if (current.status === 'cancelled') throw AppError.conflict(MSG.visits.errors.cancelledCannotBeRescheduled);
    await repository.rescheduleVisit(trx, business.businessId, id, visitDate, deps.clock.now());
    return (await repository.findVisit(trx, business.businessId, id)) ?? visitNotFound();
  });
}

/** Gives the visit to one of the business's technicians, or (null) takes it back: unassigned. */
export function assignVisit(deps: AppDeps, business: BusinessScope, id: string, employeeId: string | null): Promise<Visit> {
  return inTransaction(deps.db, async (trx) => {
    if (employeeId && !(await repository.employeeExists(trx, business.businessId, employeeId))) throw AppError.notFound(MSG.employees.errors.notFound);
    if (!(await repository.assignVisit(trx, business.businessId, id, employeeId, deps.clock.now()))) visitNotFound();
    return (await repository.findVisit(trx, business.businessId, id)) ?? visitNotFound();
  });
}

/**
 * The technicians' calendar: the visits of the days from `from` to `to` (business time zone,
 * both included), by time. Cancelled visits are left out: nobody goes, and a calendar is where
 * the owner sees who goes where; done and missed ones stay, so a past day reads as it went.
 */
export async function listSchedule(deps: AppDeps, business: BusinessScope, input: ScheduleInput): Promise<ScheduledVisit[]> {
  const { range, todayStart } = scheduleRange(deps, input);
  const rows = await repository.listScheduledVisits(deps.db, business.businessId, range, input.employeeID);
  return rows.map((row) => scheduledVisitOf(row, todayStart));
}

/** The instants the days from `input.from` to `input.to` span in the business time zone, and the start of today there. */
function scheduleRange(deps: AppDeps, input: ScheduleInput) {
  const timeZone = deps.config.businessTimeZone;
  return {
    range: { from: startOfDayIn(timeZone, input.from), before: startOfDayIn(timeZone, addDays(input.to, 1)) },
    todayStart: startOfDayIn(timeZone, calendarDateIn(timeZone, deps.clock.now())),
  };
}

/** A schedule row as the calendar shows it: undone and dated before today's start is overdue; the area is where the technician goes. */
function scheduledVisitOf(row: repository.ScheduledVisitRow, todayStart: Date): ScheduledVisit {
  const serviceAddress = row.serviceAddress ?? row.customerAddress;
  return {
    id: row.id,
    visitDate: row.visitDate,
    status: row.status,
    overdue: (row.status === 'scheduled' || row.status === 'missed') && row.visitDate < todayStart,
    customer: { id: row.customerId, name: row.customerName, phoneNumber: row.customerPhone, address: row.customerAddress },
    serviceAddress,
    pinCode: pinCodeIn(serviceAddress),
    serviceDescription: row.serviceDescription,
    product: row.productId && row.productName !== null ? { id: row.productId, name: row.productName } : null,
    employee: row.employeeId && row.employeeName !== null ? { id: row.employeeId, name: row.employeeName } : null,
    amcContractId: row.amcContractId,
  };
}

/**
 * The month and week views' summary of the schedule: for each day from `from` to `to` (business time zone)
 * that has visits, how many it has (counted as listSchedule lists them) and the first `perDay` by
 * time, as listSchedule gives them. A cell shows a few lines; the day's own list reads the rest.
 */
export async function listScheduleDays(deps: AppDeps, business: BusinessScope, input: ScheduleDaysInput): Promise<ScheduleDay[]> {
  const { range, todayStart } = scheduleRange(deps, input);
  const timeZone = deps.config.businessTimeZone;
  const rows = await repository.listScheduleDayVisits(deps.db, business.businessId, range, input.employeeID, timeZone, input.perDay);
  const days: ScheduleDay[] = [];
  for (const row of rows) {
    let day = days[days.length - 1];
    if (day?.date !== row.day) {
      day = { date: row.day, total: row.total, visits: [] };
      days.push(day);
    }
    day.visits.push(scheduledVisitOf(row, todayStart));
  }
  return days;
}

/**
 * A visit can be deleted unless money hangs on it (a payment taken in Billing, or an invoice that
 * bills it); the visit scheduled after it stays, no longer linked.
 */
export async function deleteVisit(deps: AppDeps, business: BusinessScope, id: string): Promise<{ id: string }> {
  await inTransaction(deps.db, async (trx) => {
    const blocker = await visitDeletionBlocker(trx, business.businessId, id);
    if (blocker) throw AppError.conflict(blocker);
    await forgetFormPayments(trx, business.businessId, id);
    if (!(await repository.deleteVisit(trx, business.businessId, id))) visitNotFound();
  });
  return { id };
}

/**
 * The form's fields checked against the business's own records and completed with their
 * defaults: the customer's first purchase, the customer's address.
 */
async function resolveVisit(
  trx: Kysely<Database>,
  businessId: string,
  fields: VisitFields,
  current?: { customer_id: string; customer_product_id: string | null },
): Promise<VisitValues> {
  const [customer, employeeFound] = await Promise.all([
    repository.findCustomerForVisit(trx, businessId, fields.customerID),
    repository.employeeExists(trx, businessId, fields.employeeID),
  ]);
  if (!customer) throw AppError.notFound(MSG.common.database.customerNotFound);
  if (!employeeFound) throw AppError.notFound(MSG.employees.errors.notFound);
  return {
    customerId: customer.id,
    employeeId: fields.employeeID,
    customerProductId: await servicedPurchase(trx, businessId, customer.id, fields.customerProductId, current),
    serviceDescription: fields.serviceDiscription,
    serviceCharges: fields.serviceCharges,
    visitDate: fields.visitDate,
    installationDate: fields.installationDate,
    serviceAddress: fields.serviceAddress ?? customer.address,
    autoVisitTime: fields.autoVisitTime,
    paymentStatus: fields.PaymentStatus,
    isDone: fields.isDone,
  };
}

/**
 * The purchase a visit services: the one named, else (on an edit that keeps the customer) the
 * one it already services, else the customer's first.
 */
async function servicedPurchase(
  trx: Kysely<Database>,
  businessId: string,
  customerId: string,
  named: string | null | undefined,
  current?: { customer_id: string; customer_product_id: string | null },
): Promise<string | null> {
  if (named) {
    const purchase = await repository.findCustomerProduct(trx, businessId, named);
    if (!purchase) throw AppError.notFound(MSG.visits.errors.purchaseNotFound);
    if (purchase.customerId !== customerId) throw new AppError('BAD_REQUEST', MSG.common.database.notThisCustomersPurchase);
    return purchase.id;
  }
  if (current?.customer_id === customerId && current.customer_product_id) return current.customer_product_id;
  return repository.firstPurchaseOf(trx, businessId, customerId);
}

/**
 * A dealer's periodic maintenance: completing a visit books the next one `autoVisitTime` months
 * later at the same local time, for the same customer, product and employee.
 */
async function scheduleFollowUpVisit(trx: Kysely<Database>, timeZone: string, businessId: string, visitId: string, done: VisitValues) {
  if (done.autoVisitTime === 0) return;
  await bookFollowUpVisit(trx, businessId, visitId, done, sameTimeMonthsLater(timeZone, done.visitDate, done.autoVisitTime));
}

function bookFollowUpVisit(trx: Kysely<Database>, businessId: string, visitId: string, done: VisitValues, visitDate: Date) {
  return repository.insertFollowUpVisit(trx, businessId, visitId, {
    ...done,
    serviceDescription: FOLLOW_UP_DESCRIPTION,
    serviceCharges: 0,
    visitDate,
    paymentStatus: 'PENDING',
    isDone: false,
  });
}

function sameTimeMonthsLater(timeZone: string, instant: Date, months: number): Date {
  return sameTimeOn(timeZone, instant, addMonths(calendarDateIn(timeZone, instant), months));
}

/** The instant on `day` at the same local time of day as `instant`. */
function sameTimeOn(timeZone: string, instant: Date, day: string): Date {
  const sinceMidnight = instant.getTime() - startOfDayIn(timeZone, calendarDateIn(timeZone, instant)).getTime();
  return new Date(startOfDayIn(timeZone, day).getTime() + sinceMidnight);
}

function visitNotFound(): never {
  throw AppError.notFound(MSG.visits.errors.notFound);
}
