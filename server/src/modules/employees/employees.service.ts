import {
  message,
  MSG,
  type Employee,
  type EmployeeFields,
  type EmployeeOption,
  type EmployeeOptionsInput,
  type EmployeeVisit,
  type ListEmployeesInput,
  type ListEmployeeVisitsInput,
  type Page,
} from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { inTransaction, type BusinessScope } from '../../tenancy/data-scope';
import { deleteAccount, deleteSessionsOfUser, insertAccount, phoneTaken, updateAccount } from '../accounts/accounts.repository';
import { hashPassword } from '../auth/passwords';
import * as repository from './employees.repository';
import { assertPlanRoom } from '../subscriptions/plan-limits';


export function listEmployees(deps: AppDeps, business: BusinessScope, input: ListEmployeesInput): Promise<Page<Employee>> {
  return repository.listEmployees(deps.db, business.businessId, input);
}

export async function getEmployee(deps: AppDeps, business: BusinessScope, id: string): Promise<Employee> {
  return (await repository.findEmployee(deps.db, business.businessId, id)) ?? notFound();
}

export function listEmployeeOptions(deps: AppDeps, business: BusinessScope, input: EmployeeOptionsInput): Promise<EmployeeOption[]> {
  return repository.listEmployeeOptions(deps.db, business.businessId, input.search);
}

/** An employee another business owns is "not found" here too, so its history never leaks. */
export async function listEmployeeVisits(
  deps: AppDeps,
  business: BusinessScope,
  input: ListEmployeeVisitsInput,
): Promise<Page<EmployeeVisit>> {
  if (!(await repository.findEmployeeUserId(deps.db, business.businessId, input.id))) notFound();
  return repository.listEmployeeVisits(deps.db, business.businessId, input);
}

/**
 * Phones are checked here for a clear 409; the unique index users_employee_phone_key is the
 * backstop when two admins save the same phone at once. Without a password the employee gets
 * the business-wide default (PRODUCT.md "Accounts").
 */
export async function createEmployee(deps: AppDeps, business: BusinessScope, fields: EmployeeFields): Promise<Employee> {
  if (await phoneTaken(deps.db, employeesOf(business), fields.phoneNumber)) throw AppError.conflict(MSG.employees.errors.phoneTaken);
  const passwordHash = await hashPassword(fields.password ?? deps.config.defaultEmployeePassword);
  const id = await inTransaction(deps.db, async (trx) => {
    await assertPlanRoom(trx, business.businessId, 'employees');
    const userId = await insertAccount(trx, { businessId: business.businessId, role: 'EMPLOYEE' }, { ...fields, passwordHash });
    return repository.insertEmployee(trx, business.businessId, userId);
  });
  return getEmployee(deps, business, id);
}

/** A blank password keeps the current one; a new one also ends the employee's open sessions. */
export async function updateEmployee(deps: AppDeps, business: BusinessScope, id: string, fields: EmployeeFields): Promise<Employee> {
  const userId = (await repository.findEmployeeUserId(deps.db, business.businessId, id)) ?? notFound();
  if (await phoneTaken(deps.db, employeesOf(business), fields.phoneNumber, userId)) throw AppError.conflict(MSG.employees.errors.phoneTaken);
  const passwordHash = fields.password ? await hashPassword(fields.password) : undefined;
  await inTransaction(deps.db, async (trx) => {
    const account = { businessId: business.businessId, role: 'EMPLOYEE' as const, userId };
    await updateAccount(trx, account, { ...fields, passwordHash }, deps.clock.now());
    if (passwordHash) await deleteSessionsOfUser(trx, userId);
  });
  return getEmployee(deps, business, id);
}

/** Refused while visits name the employee: their history would lose who did the work. */
export async function deleteEmployee(deps: AppDeps, business: BusinessScope, id: string): Promise<{ id: string }> {
  await inTransaction(deps.db, async (trx) => {
    const userId = (await repository.findEmployeeUserId(trx, business.businessId, id)) ?? notFound();
    const visits = await repository.countEmployeeVisits(trx, business.businessId, id);
    if (visits === 1) throw AppError.conflict(MSG.employees.errors.stillHasOneVisit);
    if (visits > 1) throw AppError.conflict(message(MSG.employees.errors.stillHasVisits, { count: visits }));
    if (!(await repository.deleteEmployee(trx, business.businessId, id))) notFound();
    await deleteAccount(trx, business.businessId, userId);
  });
  return { id };
}

/** An employee's phone is theirs alone among the business's employees. */
function employeesOf(business: BusinessScope) {
  return { roles: ['EMPLOYEE' as const], businessId: business.businessId };
}

function notFound(): never {
  throw AppError.notFound(MSG.employees.errors.notFound);
}
