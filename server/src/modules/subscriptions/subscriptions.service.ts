import {
  message,
  MSG,
  renewalPeriodOf,
  type CreatePlanFields,
  type OwnSubscription,
  type Plan,
  type RenewBusinessFields,
  type RenewedBusiness,
  type Subscription,
  type MessageKey,
  type UpdatePlanFields,
} from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { calendarDateIn, daysBetween, formatCalendarDate } from '../../lib/business-time';
import { FileAnswer } from '../../operations/file-answer';
import { inTransaction, type BusinessScope } from '../../tenancy/data-scope';
import { findBusiness } from '../businesses/businesses.repository';
import * as repository from './subscriptions.repository';
import { renderSubscriptionReceiptPdf, subscriptionReceiptFileName } from './subscription-receipt-pdf';

/*
 * Plans, renewals and the operator's receipts. A renewal buys the plan's months of
 * access from the later of today and the day after the current expiry
 * (shared renewalPeriodOf), so paying early never loses a day and paying late never pays for
 * days already gone. The subscription, its receipt number and the
 * business's new expiry date are written in one transaction.
 */

/** Receipt numbers: SVK-R-2026-0001, by the year of the payment, four digits at least. */
export function subscriptionReceiptNumber(year: number, sequence: number): string {
  return `SVK-R-${year}-${String(sequence).padStart(4, '0')}`;
}

export function listPlans(deps: AppDeps): Promise<Plan[]> {
  return repository.listPlans(deps.db, { activeOnly: false });
}

export async function createPlan(deps: AppDeps, fields: CreatePlanFields): Promise<Plan> {
  if (await repository.planNameTaken(deps.db, fields.name)) throw AppError.conflict(MSG.subscriptions.errors.planNameTaken);
  const id = await repository.insertPlan(deps.db, fields);
  return (await repository.findPlan(deps.db, id))!;
}

export async function updatePlan(deps: AppDeps, input: UpdatePlanFields): Promise<Plan> {
  if (await repository.planNameTaken(deps.db, input.data.name, input.id)) throw AppError.conflict(MSG.subscriptions.errors.planNameTaken);
  if (!(await repository.updatePlan(deps.db, input.id, input.data, deps.clock.now()))) throw AppError.notFound(MSG.subscriptions.errors.planNotFound);
  return (await repository.findPlan(deps.db, input.id))!;
}

export async function renewBusiness(deps: AppDeps, fields: RenewBusinessFields): Promise<RenewedBusiness> {
  const now = deps.clock.now();
  const today = calendarDateIn(deps.config.businessTimeZone, now);
  if (fields.paidOn > today) {
    throw new AppError('BAD_REQUEST', message(MSG.subscriptions.errors.paidAfterToday, { today: formatCalendarDate(today) }));
  }
  const id = await inTransaction(deps.db, async (trx) => {
    const business = (await repository.lockAccessPeriod(trx, fields.id)) ?? notFound(MSG.businesses.errors.notFound);
    const plan = await repository.findPlan(trx, fields.planID);
    // The plan is a choice in the request, not the record it names: a bad one is bad input.
    if (!plan) throw new AppError('BAD_REQUEST', MSG.subscriptions.errors.planNotFound);
    if (!plan.active) throw new AppError('BAD_REQUEST', message(MSG.subscriptions.errors.planOffSale, { plan: plan.name }));
    const period = renewalPeriodOf(business.expiryDate, today, plan.months);
    const year = Number(fields.paidOn.slice(0, 4));
    const receiptNumber = subscriptionReceiptNumber(year, await repository.takeNextReceiptNumber(trx, year));
    const subscriptionId = await repository.insertSubscription(trx, business.id, { ...fields, ...period, receiptNumber });
    await repository.setExpiryDate(trx, business.id, period.periodEnd, now);
    return subscriptionId;
  });
  const subscription = (await repository.findSubscription(deps.db, id))!;
  return { expiryDate: subscription.periodEnd, subscription };
}

export async function listSubscriptionsOfBusiness(deps: AppDeps, businessId: string): Promise<Subscription[]> {
  if (!(await findBusiness(deps.db, businessId))) notFound(MSG.businesses.errors.notFound);
  return repository.listSubscriptionsOfBusiness(deps.db, businessId);
}

export async function subscriptionReceiptPdf(deps: AppDeps, id: string): Promise<FileAnswer> {
  const subscription = (await repository.findSubscription(deps.db, id)) ?? notFound(MSG.subscriptions.errors.subscriptionNotFound);
  const business = (await findBusiness(deps.db, subscription.businessID)) ?? notFound(MSG.businesses.errors.notFound);
  const operator = await repository.findOperatorContact(deps.db);
  const contact = [operator?.phoneNumber && `Phone: ${operator.phoneNumber}`, operator?.email && `Email: ${operator.email}`].filter(Boolean).join('   ');
  const pdf = await renderSubscriptionReceiptPdf({
    subscription,
    platform: { name: deps.config.appName, contact },
    business: { name: business.fullname, phoneNumber: business.phoneNumber, address: business.address },
  });
  return new FileAnswer('application/pdf', subscriptionReceiptFileName(subscription), pdf);
}

/** The business's own: its access period, the plan it last paid for, and what it may renew on. */
export async function ownSubscription(deps: AppDeps, scope: BusinessScope): Promise<OwnSubscription> {
  const business = (await findBusiness(deps.db, scope.businessId)) ?? notFound(MSG.businesses.errors.notFound);
  const today = calendarDateIn(deps.config.businessTimeZone, deps.clock.now());
  const current = await repository.latestSubscriptionOfBusiness(deps.db, scope.businessId);
  const plans = await repository.listPlans(deps.db, { activeOnly: true });
  return {
    startDate: business.startDate,
    expiryDate: business.expiryDate,
    daysLeft: daysBetween(today, business.expiryDate),
    current: current ?? null,
    plans,
  };
}

function notFound(what: MessageKey): never {
  throw AppError.notFound(what);
}
