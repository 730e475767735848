import type { Kysely } from 'kysely';
import type { AmcContractStatusColumn, Database } from '@sevak/db';
import {
  AMC_EXPIRING_DAYS,
  amcVisitInterval,
  planAmcVisits,
  renewalPeriod,
  type AmcChangeFields,
  type AmcContract,
  type AmcContractDetail,
  type AmcStatus,
  type CreateAmcFields,
  type ListAmcInput,
  type Page,
  MSG,
} from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { calendarDateIn, daysBetween, startOfDayIn } from '../../lib/business-time';
import { inTransaction, type BusinessScope } from '../../tenancy/data-scope';
import { assignOpenAmcVisits, cancelOpenAmcVisits, employeeExists, findCustomerProduct, insertAmcVisits } from '../visits/visits.repository';
import * as repository from './amc.repository';

/*
 * AMC contracts (issue: service plans): a purchase's annual maintenance, its price, and the
 * visits it plans when it is made. Renewing makes the next contract from the day after the last
 * ends; cancelling cancels the visits still to do and leaves the done ones as they were.
 */

/** The hour of the day a planned visit is booked at, in the business's time zone: the technician fixes the time with the customer. */
const PLANNED_VISIT_HOUR = 12;

/** Today's calendar date in the business's time zone. */
function todayOf(deps: AppDeps): string {
  return calendarDateIn(deps.config.businessTimeZone, deps.clock.now());
}

/** A contract's status on `today`: what a person decided, or for an active one, what its end date says. */
export function amcStatusOn(stored: AmcContractStatusColumn, endDate: string, today: string): AmcStatus {
  if (stored !== 'active') return stored;
  const daysLeft = daysBetween(today, endDate);
  if (daysLeft < 0) return 'expired';
  return daysLeft <= AMC_EXPIRING_DAYS ? 'expiring' : 'active';
}

export function toAmcContract(row: repository.AmcContractRow, today: string): AmcContract {
  return {
    id: row.id,
    customerId: row.customerId,
    customerProductId: row.customerProductId,
    customer: { id: row.customerId, name: row.customerName, phoneNumber: row.customerPhone },
    product: { id: row.purchase.productId, name: row.purchase.productName },
    serialNumber: row.purchase.serialNumber,
    startDate: row.startDate,
    endDate: row.endDate,
    price: row.price,
    visitsIncluded: row.visitsIncluded,
    visitInterval: amcVisitInterval(row.startDate, row.endDate, row.visitsIncluded),
    employee: row.employeeId ? { id: row.employeeId, name: row.employeeName ?? '' } : null,
    status: amcStatusOn(row.storedStatus, row.endDate, today),
    renewalOf: row.renewalOf,
    renewedBy: row.renewedBy,
    visitsDone: Number(row.visitsDone),
    visitsRemaining: Number(row.visitsRemaining),
    invoice: row.invoice ? { id: row.invoice.id, invoiceNumber: row.invoice.invoiceNumber } : null,
    createdAt: row.createdAt,
  };
}

export async function listAmcContracts(deps: AppDeps, business: BusinessScope, input: ListAmcInput): Promise<Page<AmcContract>> {
  const today = todayOf(deps);
  const page = await repository.listContracts(deps.db, business.businessId, input, today);
  return { items: page.items.map((row) => toAmcContract(row, today)), total: page.total };
}

export async function getAmcContract(deps: AppDeps, business: BusinessScope, id: string): Promise<AmcContractDetail> {
  const row = (await repository.findContract(deps.db, business.businessId, id)) ?? contractNotFound();
  const visits = await repository.visitsOfContract(deps.db, business.businessId, id);
  return { ...toAmcContract(row, todayOf(deps)), visits };
}

/** The technician named, checked to be one of the business's; null leaves the visits unassigned. */
async function checkedEmployee(db: Kysely<Database>, businessId: string, employeeId: string | null): Promise<string | null> {
  if (employeeId && !(await employeeExists(db, businessId, employeeId))) throw AppError.notFound(MSG.common.database.employeeNotFound);
  return employeeId;
}

/** Writes a contract and its planned visits: "AMC service visit 2 of 4", at noon of each day. */
async function insertContractWithVisits(deps: AppDeps, businessId: string, values: repository.AmcContractValues): Promise<string> {
  const timeZone = deps.config.businessTimeZone;
  const days = planAmcVisits(values.startDate, values.endDate, values.visitsIncluded);
  return inTransaction(deps.db, async (trx) => {
    const id = await repository.insertContract(trx, businessId, values);
    await insertAmcVisits(trx, businessId, {
      amcContractId: id,
      customerId: values.customerId,
      customerProductId: values.customerProductId,
      employeeId: values.employeeId,
      visits: days.map((day, index) => ({
        visitDate: new Date(startOfDayIn(timeZone, day).getTime() + PLANNED_VISIT_HOUR * 3_600_000),
        serviceDescription: `AMC service visit ${index + 1} of ${days.length}`,
      })),
    });
    return id;
  });
}

export async function createAmcContract(deps: AppDeps, business: BusinessScope, fields: CreateAmcFields): Promise<AmcContractDetail> {
  const { businessId } = business;
  const purchase = (await findCustomerProduct(deps.db, businessId, fields.customerProductID)) ?? purchaseNotFound();
  const employeeId = await checkedEmployee(deps.db, businessId, fields.employeeID);
  const id = await insertContractWithVisits(deps, businessId, {
    customerId: purchase.customerId,
    customerProductId: purchase.id,
    startDate: fields.startDate,
    endDate: fields.endDate,
    price: fields.price,
    visitsIncluded: fields.visitsIncluded,
    employeeId,
    renewalOf: null,
  });
  return getAmcContract(deps, business, id);
}

/** A new price, or a new technician for the visits still to do; done visits keep who did them. */
export async function updateAmcContract(deps: AppDeps, business: BusinessScope, id: string, fields: AmcChangeFields): Promise<AmcContractDetail> {
  const { businessId } = business;
  const contract = (await repository.lockContract(deps.db, businessId, id)) ?? contractNotFound();
  if (contract.status === 'cancelled') throw AppError.conflict(MSG.servicePlans.errors.cancelledCannotChange);
  const employeeId = await checkedEmployee(deps.db, businessId, fields.employeeID);
  const now = deps.clock.now();
  await inTransaction(deps.db, async (trx) => {
    await repository.updateContract(trx, businessId, id, { price: fields.price, employeeId }, now);
    if (employeeId !== contract.employeeId) await assignOpenAmcVisits(trx, businessId, id, employeeId, now);
  });
  return getAmcContract(deps, business, id);
}

export interface RenewAmcFields {
  id: string;
  price?: number | undefined;
  /** Undefined keeps the contract's technician; null leaves the new visits unassigned. */
  employeeID?: string | null | undefined;
}

/**
 * The next contract: from the day after this one ends, for as long, with as many visits, at the
 * price and with the technician given or as before. This one is then `renewed`: each contract is
 * renewed once.
 */
export async function renewAmcContract(deps: AppDeps, business: BusinessScope, fields: RenewAmcFields): Promise<AmcContractDetail> {
  const { businessId } = business;
  const contract = (await repository.lockContract(deps.db, businessId, fields.id)) ?? contractNotFound();
  if (contract.status === 'cancelled') throw AppError.conflict(MSG.servicePlans.errors.cancelledCannotRenew);
  if (contract.status === 'renewed') throw AppError.conflict(MSG.common.database.contractRenewed);
  const employeeId = fields.employeeID === undefined ? contract.employeeId : await checkedEmployee(deps.db, businessId, fields.employeeID);
  const period = renewalPeriod(contract.startDate, contract.endDate);
  const id = await inTransaction(deps.db, async (trx) => {
    const renewal = await insertContractWithVisits({ ...deps, db: trx }, businessId, {
      customerId: contract.customerId,
      customerProductId: contract.customerProductId,
      startDate: period.startDate,
      endDate: period.endDate,
      price: fields.price ?? contract.price,
      visitsIncluded: contract.visitsIncluded,
      employeeId,
      renewalOf: contract.id,
    });
    await repository.setContractStatus(trx, businessId, contract.id, 'renewed', deps.clock.now());
    return renewal;
  });
  return getAmcContract(deps, business, id);
}

/** Cancels the contract and its visits still to do; done visits stay as they were. */
export async function cancelAmcContract(deps: AppDeps, business: BusinessScope, id: string): Promise<AmcContractDetail> {
  const { businessId } = business;
  const contract = (await repository.lockContract(deps.db, businessId, id)) ?? contractNotFound();
  if (contract.status === 'cancelled') throw AppError.conflict(MSG.servicePlans.errors.alreadyCancelled);
  if (contract.status === 'renewed') throw AppError.conflict(MSG.servicePlans.errors.renewedCannotCancel);
  const now = deps.clock.now();
  await inTransaction(deps.db, async (trx) => {
    await repository.setContractStatus(trx, businessId, id, 'cancelled', now);
    await cancelOpenAmcVisits(trx, businessId, id, now);
  });
  return getAmcContract(deps, business, id);
}

function contractNotFound(): never {
  throw AppError.notFound(MSG.servicePlans.errors.contractNotFound);
}

function purchaseNotFound(): never {
  throw AppError.notFound(MSG.servicePlans.errors.purchaseNotFound);
}
