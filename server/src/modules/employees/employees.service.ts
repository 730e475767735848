import type {
  Employee,
  EmployeeFields,
  EmployeeOption,
  EmployeeOptionsInput,
  EmployeeVisit,
  ListEmployeesInput,
  ListEmployeeVisitsInput,
  Page,
} from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { countOf } from '../../lib/words';
import type { AdminActor } from '../auth/authorize';
import { hashPassword } from '../auth/passwords';
import * as repository from './employees.repository';
import { inTransaction } from '../../tenancy/data-scope';

const NOT_FOUND = 'Employee';
const PHONE_TAKEN = 'An employee with this phone number already exists.';

export function listEmployees(deps: AppDeps, actor: AdminActor, input: ListEmployeesInput): Promise<Page<Employee>> {
  return repository.listEmployees(deps.db, actor.businessId, input);
}

export async function getEmployee(deps: AppDeps, actor: AdminActor, id: string): Promise<Employee> {
  return (await repository.findEmployee(deps.db, actor.businessId, id)) ?? notFound();
}

export function listEmployeeOptions(deps: AppDeps, actor: AdminActor, input: EmployeeOptionsInput): Promise<EmployeeOption[]> {
  return repository.listEmployeeOptions(deps.db, actor.businessId, input.search);
}

/** An employee another business owns is "not found" here too, so its history never leaks. */
export async function listEmployeeVisits(
  deps: AppDeps,
  actor: AdminActor,
  input: ListEmployeeVisitsInput,
): Promise<Page<EmployeeVisit>> {
  if (!(await repository.findEmployeeUserId(deps.db, actor.businessId, input.id))) notFound();
  return repository.listEmployeeVisits(deps.db, actor.businessId, input);
}

/**
 * Phones are checked here for a clear 409; the unique index users_employee_phone_key is the
 * backstop when two admins save the same phone at once. Without a password the employee gets
 * the business-wide default (PRODUCT.md "Accounts").
 */
export async function createEmployee(deps: AppDeps, actor: AdminActor, fields: EmployeeFields): Promise<Employee> {
  if (await repository.employeePhoneTaken(deps.db, actor.businessId, fields.phoneNumber)) throw AppError.conflict(PHONE_TAKEN);
  const passwordHash = await hashPassword(fields.password ?? deps.config.defaultEmployeePassword);
  const id = await inTransaction(deps.db, (trx) => repository.insertEmployee(trx, actor.businessId, { ...fields, passwordHash }));
  return getEmployee(deps, actor, id);
}

/** A blank password keeps the current one; a new one also ends the employee's open sessions. */
export async function updateEmployee(deps: AppDeps, actor: AdminActor, id: string, fields: EmployeeFields): Promise<Employee> {
  const userId = (await repository.findEmployeeUserId(deps.db, actor.businessId, id)) ?? notFound();
  if (await repository.employeePhoneTaken(deps.db, actor.businessId, fields.phoneNumber, userId)) throw AppError.conflict(PHONE_TAKEN);
  const passwordHash = fields.password ? await hashPassword(fields.password) : undefined;
  await inTransaction(deps.db, async (trx) => {
    await repository.updateEmployeeUser(trx, actor.businessId, userId, { ...fields, passwordHash }, deps.clock.now());
    if (passwordHash) await repository.deleteSessionsOfUser(trx, userId);
  });
  return getEmployee(deps, actor, id);
}

/** Refused while visits name the employee: their history would lose who did the work. */
export async function deleteEmployee(deps: AppDeps, actor: AdminActor, id: string): Promise<{ id: string }> {
  await inTransaction(deps.db, async (trx) => {
    const userId = (await repository.findEmployeeUserId(trx, actor.businessId, id)) ?? notFound();
    const visits = await repository.countEmployeeVisits(trx, actor.businessId, id);
    if (visits > 0) throw AppError.conflict(`This employee still has ${countOf(visits, 'visit')}.`);
    if (!(await repository.deleteEmployee(trx, actor.businessId, id, userId))) notFound();
  });
  return { id };
}

function notFound(): never {
  throw AppError.notFound(NOT_FOUND);
}
