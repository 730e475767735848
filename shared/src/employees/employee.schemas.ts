import { z } from 'zod';
import { LIMITS, phoneNumber, recordId, requiredName } from '../common/fields';
import { listQuery } from '../common/pagination';
import { MSG } from '../i18n/messages.en';

/*
 * Fields of the people a business keeps (employees and customers), shared by both forms.
 */

/** An email that may be left out; when given it must be valid. Blank becomes null. */
export const memberEmail = z
  .string({ error: MSG.employees.member.emailInvalid })
  .trim()
  .max(LIMITS.email, MSG.employees.member.emailInvalid)
  .refine((value) => value === '' || z.regexes.email.test(value), MSG.employees.member.emailInvalid)
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * A new password, or nothing: blank or missing means "keep the one there is" on an update form
 * and "the default" (employees) or "cannot sign in" (customers) on a create form.
 */
export const memberNewPassword = z
  .string({ error: MSG.employees.member.passwordInvalid })
  .max(LIMITS.password, MSG.common.validation.passwordTooLong)
  .nullish()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || value.length >= 6, MSG.employees.member.passwordTooShort);

export const memberAddress = z
  .string({ error: MSG.employees.member.addressRequired })
  .trim()
  .min(1, MSG.employees.member.addressRequired)
  .max(LIMITS.address, MSG.employees.member.addressTooLong);

export const employeeFields = z.object({
  fullname: requiredName(MSG.employees.validation.nameRequired),
  phoneNumber: phoneNumber(),
  email: memberEmail,
  address: memberAddress,
  password: memberNewPassword,
});
export type EmployeeFields = z.infer<typeof employeeFields>;

export const createEmployeeInput = employeeFields;
export const updateEmployeeInput = z.object({ id: recordId(), data: employeeFields });
export const EMPLOYEE_SORT_FIELDS = ['fullname', 'phoneNumber', 'visitCount', 'createdAt'] as const;
export const listEmployeesInput = listQuery(EMPLOYEE_SORT_FIELDS);
export type ListEmployeesInput = z.infer<typeof listEmployeesInput>;

/** One employee's visits, newest first; search matches the customer's name or phone. */
export const EMPLOYEE_VISIT_SORT_FIELDS = ['visitDate'] as const;
export const listEmployeeVisitsInput = listQuery(EMPLOYEE_VISIT_SORT_FIELDS).extend({ id: recordId() });
export type ListEmployeeVisitsInput = z.infer<typeof listEmployeeVisitsInput>;

/** The visit form's employee pick list. */
export const employeeOptionsInput = z.object({
  search: z.string().trim().max(100, MSG.employees.validation.searchTooLong).default(''),
});
export type EmployeeOptionsInput = z.infer<typeof employeeOptionsInput>;

export interface EmployeeUser {
  id: string;
  fullname: string;
  email: string | null;
  address: string | null;
  phoneNumber: string;
}

export interface Employee {
  id: string;
  visitCount: number;
  user: EmployeeUser;
  createdAt: Date;
}

/** A visit as an employee's history shows it (field names as spec §3 spells them). */
export interface EmployeeVisit {
  id: string;
  customerID: string;
  employeeID: string;
  visitDate: Date;
  serviceDiscription: string | null;
  serviceCharges: number;
  serviceAddress: string | null;
  installationDate: string | null;
  PaymentStatus: 'PENDING' | 'PAID' | 'CANCELLED';
  isDone: boolean;
  customer: { id: string; user: { fullname: string; phoneNumber: string; address: string | null } };
  /** The purchased product the visit services; null when it names none (shown as "Service Visit"). */
  product: { id: string; name: string } | null;
}

export interface EmployeeOption {
  id: string;
  fullname: string;
  phoneNumber: string;
}
