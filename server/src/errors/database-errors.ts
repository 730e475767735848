import { SUPPORT_ACCESS_MESSAGES } from '@sevak/shared';
import { AppError } from './app-error';

/*
 * What a PostgreSQL error means to a shop owner. Services check the rules they can explain
 * first; these constraints are the backstop when two requests race, and their messages must
 * still read like Sevak, never like the database.
 */

/** Admin and superadmin phones are unique among themselves; services check first, with this message. */
export const OPERATOR_PHONE_TAKEN = 'An account with this phone number already exists.';
export const BILL_NUMBER_TAKEN = 'Another purchase already has this bill number.';
/** Services check a serial number first and name it; the index's backstop cannot (row security hides its values). */
export const serialNumberTakenMessage = (serialNumber?: string) =>
  serialNumber ? `Serial number ${serialNumber} is already on another purchase.` : 'Another purchase already has this serial number.';

const UNIQUE_VIOLATION_MESSAGES: Record<string, string> = {
  users_operator_phone_key: OPERATOR_PHONE_TAKEN,
  users_employee_phone_key: 'An employee with this phone number already exists.',
  users_customer_phone_key: 'A customer with this phone number already exists.',
  customer_products_bill_number_key: BILL_NUMBER_TAKEN,
  customer_products_serial_number_key: serialNumberTakenMessage(),
  // Two renewals of one contract at once: the second waits for the first and finds it renewed, or meets this.
  amc_contracts_business_id_renewal_of_key: 'This contract is already renewed.',
  product_categories_name_key: 'A category with this name already exists.',
  product_sub_categories_name_key: 'A sub-category with this name already exists in this category.',
};

const FOREIGN_KEY_MESSAGES: Record<string, string> = {
  products_category_fkey: 'Product category not found.',
  products_sub_category_fkey: 'Product sub-category not found in this category.',
  product_sub_categories_category_fkey: 'Product category not found.',
  customer_products_product_fkey: 'Product not found.',
  customer_products_customer_fkey: 'Customer not found.',
  visits_customer_fkey: 'Customer not found.',
  visits_employee_fkey: 'Employee not found.',
  visits_customer_product_fkey: "That product is not one of this customer's purchases.",
  enquiries_product_fkey: 'Product not found.',
};

interface PostgresError {
  code: string;
  constraint?: string;
  detail?: string;
}

function isPostgresError(error: unknown): error is PostgresError {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as { code: string }).code);
}

const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);

/** True for errors meaning the database cannot be reached right now (answer 503, not 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (CONNECTION_ERROR_CODES.has(code)) return true;
    // 57014 statement timeout, 57P0x shutdown, 08xxx connection exceptions, 53300 too many connections
    if (/^(57014|57P0\d|08...|53300)$/.test(code)) return true;
  }
  return typeof message === 'string' &&
    /timeout exceeded when trying to connect|Connection terminated|connection closed|Client has encountered a connection error/i.test(message);
}

/** The AppError a database error stands for, or undefined when it is a bug (a 500). */
export function translateDatabaseError(error: unknown): AppError | undefined {
  if (isDatabaseUnavailable(error)) {
    return new AppError('UNAVAILABLE', 'Sevak is briefly unavailable. Please try again in a moment.', { cause: error });
  }
  if (!isPostgresError(error)) return undefined;
  const constraint = error.constraint ?? '';
  switch (error.code) {
    case '23505':
      return AppError.conflict(UNIQUE_VIOLATION_MESSAGES[constraint] ?? 'This record already exists.');
    case '23503': {
      const message = FOREIGN_KEY_MESSAGES[constraint];
      // On insert or update a missing target reads as "not found"; on delete, something still depends on the row.
      if (message && !/is still referenced/.test(error.detail ?? '')) return new AppError('NOT_FOUND', message, { cause: error });
      return AppError.conflict('This record is still in use by other records, so it cannot be deleted.');
    }
    case '25006':
      // A write inside a read-only transaction: only the operator's support access runs in one (tenancy/data-scope.ts).
      return AppError.forbidden(SUPPORT_ACCESS_MESSAGES.readOnly);
    case '23514':
    case '23502':
    case '22001':
    case '22003':
    case '22007':
    case '22008':
    case '22P02':
    case '22021': // a NUL character (U+0000): JSON and query strings carry it, PostgreSQL text cannot
      return new AppError('BAD_REQUEST', 'Some of the values are not valid.', { cause: error });
    default:
      return undefined;
  }
}
