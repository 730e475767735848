import { message, MSG, type Business, type BusinessUpdateFields, type BusinessWithUsage, type CreateBusinessInput, type ListBusinessesInput, type Page } from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { calendarDateIn, daysBetween, startOfMonth } from '../../lib/business-time';
import { accessStateOf } from '../auth/access-period';
import { usageOf } from '../operator-console/business-usage';
import { deleteAccount, deleteSessionsOfBusiness, deleteSessionsOfUser, insertAccount, phoneTaken, updateAccount } from '../accounts/accounts.repository';
import { hashPassword } from '../auth/passwords';
import * as repository from './businesses.repository';
import { listOfCounts } from './counted-list';
import { inTransaction } from '../../tenancy/data-scope';

/*
 * The platform operator's businesses (spec §6 SUPERADMIN). A business and its ADMIN account are
 * one thing to the operator: they are created, changed and removed together, in one transaction.
 */

/** Owners and the operator sign in without naming a business, so their phones are unique platform-wide. */
const OPERATORS = { roles: ['ADMIN' as const, 'SUPERADMIN' as const] };

function toBusiness(deps: AppDeps, record: repository.BusinessRecord): Business {
  const today = calendarDateIn(deps.config.businessTimeZone, deps.clock.now());
  const status = today < record.startDate ? 'NOT_STARTED' : today > record.expiryDate ? 'EXPIRED' : 'ACTIVE';
  return {
    id: record.id,
    image: record.image,
    startDate: record.startDate,
    expiryDate: record.expiryDate,
    user: {
      id: record.userId,
      fullname: record.fullname,
      email: record.email,
      phoneNumber: record.phoneNumber,
      address: record.address,
    },
    createdAt: record.createdAt,
    status,
    expiresInDays: daysBetween(today, record.expiryDate),
  };
}

export async function listBusinesses(deps: AppDeps, input: ListBusinessesInput): Promise<Page<BusinessWithUsage>> {
  const thisMonth = startOfMonth(calendarDateIn(deps.config.businessTimeZone, deps.clock.now()));
  const page = await repository.listBusinesses(deps.db, input, thisMonth);
  return { items: page.items.map((record) => ({ ...toBusiness(deps, record), usage: usageOf(record) })), total: page.total };
}

export async function getBusiness(deps: AppDeps, id: string): Promise<Business> {
  const record = await repository.findBusiness(deps.db, id);
  return record ? toBusiness(deps, record) : notFound();
}

export async function createBusiness(deps: AppDeps, input: CreateBusinessInput): Promise<Business> {
  if (await phoneTaken(deps.db, OPERATORS, input.phoneNumber)) throw AppError.conflict(MSG.common.database.operatorPhoneTaken);
  const passwordHash = await hashPassword(input.password);
  const id = await inTransaction(deps.db, async (trx) => {
    const business = await repository.insertBusiness(trx, {
      startDate: input.startDate,
      expiryDate: input.expiryDate,
      logo: input.image ?? null,
    });
    await insertAccount(trx, { businessId: business.id, role: 'ADMIN' }, { ...input, passwordHash });
    return business.id;
  });
  return getBusiness(deps, id);
}

/**
 * Changes the business and its owner's account. When the new dates close the access period, every
 * session of the business ends at once; a new password ends the owner's sessions.
 */
export async function updateBusiness(deps: AppDeps, id: string, fields: BusinessUpdateFields): Promise<Business> {
  const passwordHash = fields.password === undefined ? undefined : await hashPassword(fields.password);
  const now = deps.clock.now();
  await inTransaction(deps.db, async (trx) => {
    const current = (await repository.findBusiness(trx, id)) ?? notFound();
    if (await phoneTaken(trx, OPERATORS, fields.phoneNumber, current.userId)) throw AppError.conflict(MSG.common.database.operatorPhoneTaken);
    await repository.updateBusiness(trx, id, { startDate: fields.startDate, expiryDate: fields.expiryDate, logo: fields.image }, now);
    await updateAccount(trx, { businessId: id, role: 'ADMIN', userId: current.userId }, { ...fields, passwordHash }, now);
    if (!accessStateOf(fields, deps.config.businessTimeZone, now).open) await deleteSessionsOfBusiness(trx, id);
    else if (passwordHash !== undefined) await deleteSessionsOfUser(trx, current.userId);
  });
  return getBusiness(deps, id);
}

/**
 * Only an empty business can be deleted: one that has recorded anything is ended by its expiry
 * date instead, so its records are kept (PRODUCT.md "Deleting", "Access period").
 */
export async function deleteBusiness(deps: AppDeps, id: string): Promise<{ id: string }> {
  await inTransaction(deps.db, async (trx) => {
    const business = (await repository.findBusiness(trx, id)) ?? notFound();
    const records = await repository.countBusinessRecords(trx, id);
    const counted = MSG.businesses.records;
    const blockers = listOfCounts([
      [records.customers, counted.customers],
      [records.visits, counted.visits],
      [records.employees, counted.employees],
      [records.products, counted.products],
      [records.categories, counted.categories],
      [records.enquiries, counted.enquiries],
      [records.tickets, counted.tickets],
      // A paid subscription is a receipt the platform issued: it is kept, and the business with it.
      [records.subscriptions, counted.subscriptions],
    ]);
    if (blockers) throw AppError.conflict(message(MSG.businesses.errors.hasRecords, { records: blockers }));
    await deleteSessionsOfBusiness(trx, id);
    await deleteAccount(trx, id, business.userId);
    if (!(await repository.deleteBusiness(trx, id))) notFound();
  });
  return { id };
}

function notFound(): never {
  throw AppError.notFound(MSG.businesses.errors.notFound);
}
