import type { Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import { UPCOMING_DAYS, type ListVisitsInput, type Page, type Visit, type VisitFields, type VisitSummary } from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { addDays, addMonths, calendarDateIn, startOfDayIn } from '../../lib/business-time';
import type { AdminActor } from '../auth/authorize';
import * as repository from './visits.repository';
import type { VisitConditions, VisitDayBounds, VisitValues } from './visits.repository';
import { inTransaction } from '../../tenancy/data-scope';

const FOLLOW_UP_DESCRIPTION = 'Scheduled service';
const NOT_ONE_OF_THE_CUSTOMERS_PURCHASES = "That product is not one of this customer's purchases.";

/** Today, tomorrow and the end of the upcoming window (days 1–7), counted from the start of today. */
export function visitDayBounds(timeZone: string, now: Date): VisitDayBounds {
  const today = calendarDateIn(timeZone, now);
  return {
    todayStart: startOfDayIn(timeZone, today),
    tomorrowStart: startOfDayIn(timeZone, addDays(today, 1)),
    upcomingEnd: startOfDayIn(timeZone, addDays(today, UPCOMING_DAYS + 1)),
  };
}

function conditionsOf(input: ListVisitsInput, bounds: VisitDayBounds): VisitConditions {
  const conditions: VisitConditions = { search: input.search, employeeId: input.employeeId, customerId: input.customerId };
  switch (input.filter) {
    case 'today':
      return { ...conditions, from: bounds.todayStart, before: bounds.tomorrowStart };
    case 'upcoming':
      return { ...conditions, from: bounds.tomorrowStart, before: bounds.upcomingEnd };
    case 'completed':
      return { ...conditions, isDone: true };
    case 'pendingPay':
      return { ...conditions, paymentStatus: 'PENDING' };
    case 'all':
      return conditions;
  }
}

export async function listVisits(deps: AppDeps, actor: AdminActor, input: ListVisitsInput): Promise<Page<Visit>> {
  const conditions = conditionsOf(input, visitDayBounds(deps.config.businessTimeZone, deps.clock.now()));
  const sortBy = input.sortBy ?? 'visitDate';
  // Dates read newest first; names and amounts read from the top of the alphabet or the smallest.
  const sortOrder = input.sortOrder ?? (sortBy === 'visitDate' ? 'desc' : 'asc');
  const [items, total] = await Promise.all([
    repository.listVisitRows(deps.db, actor.businessId, conditions, { sortBy, sortOrder }, input),
    repository.countVisits(deps.db, actor.businessId, conditions),
  ]);
  return { items, total };
}

/** The Total, Today, Upcoming, Completed and Pending Pay cards. */
export function summarizeVisits(deps: AppDeps, actor: AdminActor): Promise<VisitSummary> {
  return repository.summarizeVisits(deps.db, actor.businessId, visitDayBounds(deps.config.businessTimeZone, deps.clock.now()));
}

/** Today's visits, earliest first, for the dashboard. */
export function listTodaysVisits(deps: AppDeps, actor: AdminActor): Promise<Visit[]> {
  const bounds = visitDayBounds(deps.config.businessTimeZone, deps.clock.now());
  return repository.listVisitRows(
    deps.db,
    actor.businessId,
    { from: bounds.todayStart, before: bounds.tomorrowStart },
    { sortBy: 'visitDate', sortOrder: 'asc' },
    { pageSize: 0 },
  );
}

export async function getVisit(deps: AppDeps, actor: AdminActor, id: string): Promise<Visit> {
  return (await repository.findVisit(deps.db, actor.businessId, id)) ?? visitNotFound();
}

export function createVisit(deps: AppDeps, actor: AdminActor, fields: VisitFields): Promise<Visit> {
  return inTransaction(deps.db, async (trx) => {
    const values = await resolveVisit(trx, actor.businessId, fields);
    const id = await repository.insertVisit(trx, actor.businessId, values);
    if (values.isDone) await scheduleFollowUpVisit(trx, deps.config.businessTimeZone, actor.businessId, id, values);
    return (await repository.findVisit(trx, actor.businessId, id)) ?? visitNotFound();
  });
}

export function updateVisit(deps: AppDeps, actor: AdminActor, id: string, fields: VisitFields): Promise<Visit> {
  return inTransaction(deps.db, async (trx) => {
    const current = (await repository.lockVisit(trx, actor.businessId, id)) ?? visitNotFound();
    const values = await resolveVisit(trx, actor.businessId, fields, current);
    await repository.updateVisit(trx, actor.businessId, id, values, deps.clock.now());
    if (!current.is_done && values.isDone) {
      await scheduleFollowUpVisit(trx, deps.config.businessTimeZone, actor.businessId, id, values);
    }
    return (await repository.findVisit(trx, actor.businessId, id)) ?? visitNotFound();
  });
}

/**
 * The list's "Mark completed": only the visit's state changes, whatever else it holds (a
 * cancelled payment stays cancelled), and its follow-up is booked once.
 */
export function completeVisit(deps: AppDeps, actor: AdminActor, id: string): Promise<Visit> {
  return inTransaction(deps.db, async (trx) => {
    const current = (await repository.lockVisitValues(trx, actor.businessId, id)) ?? visitNotFound();
    if (!current.isDone) {
      await repository.markVisitDone(trx, actor.businessId, id, deps.clock.now());
      await scheduleFollowUpVisit(trx, deps.config.businessTimeZone, actor.businessId, id, { ...current, isDone: true });
    }
    return (await repository.findVisit(trx, actor.businessId, id)) ?? visitNotFound();
  });
}

/** A visit can always be deleted; the visit scheduled after it stays, no longer linked. */
export async function deleteVisit(deps: AppDeps, actor: AdminActor, id: string): Promise<{ id: string }> {
  if (!(await repository.deleteVisit(deps.db, actor.businessId, id))) visitNotFound();
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
  if (!customer) throw AppError.notFound('Customer');
  if (!employeeFound) throw AppError.notFound('Employee');
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
    if (!purchase) throw AppError.notFound('Purchased product');
    if (purchase.customerId !== customerId) throw new AppError('BAD_REQUEST', NOT_ONE_OF_THE_CUSTOMERS_PURCHASES);
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
  await repository.insertFollowUpVisit(trx, businessId, visitId, {
    ...done,
    serviceDescription: FOLLOW_UP_DESCRIPTION,
    serviceCharges: 0,
    visitDate: sameTimeMonthsLater(timeZone, done.visitDate, done.autoVisitTime),
    paymentStatus: 'PENDING',
    isDone: false,
  });
}

function sameTimeMonthsLater(timeZone: string, instant: Date, months: number): Date {
  const day = calendarDateIn(timeZone, instant);
  const sinceMidnight = instant.getTime() - startOfDayIn(timeZone, day).getTime();
  return new Date(startOfDayIn(timeZone, addMonths(day, months)).getTime() + sinceMidnight);
}

function visitNotFound(): never {
  throw AppError.notFound('Visit');
}
