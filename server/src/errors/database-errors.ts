import { MSG, type MessageKey } from '@sevak/shared';
import { AppError } from './app-error';

/*
 * What a PostgreSQL error means to a shop owner. Services check the rules they can explain
 * first; these constraints are the backstop when two requests race, and their messages must
 * still read like Sevak, never like the database.
 */

const UNIQUE_VIOLATION_MESSAGES: Record<string, MessageKey> = {
  users_operator_phone_key: MSG.common.database.operatorPhoneTaken,
  users_employee_phone_key: MSG.common.database.employeePhoneTaken,
  users_customer_phone_key: MSG.common.database.customerPhoneTaken,
  customer_products_bill_number_key: MSG.common.database.billNumberTaken,
  // Services check a serial number first and name it; the index's backstop cannot (row security hides its values).
  customer_products_serial_number_key: MSG.common.database.serialNumberTaken,
  // Two renewals of one contract at once: the second waits for the first and finds it renewed, or meets this.
  amc_contracts_business_id_renewal_of_key: MSG.common.database.contractRenewed,
  product_categories_name_key: MSG.common.database.categoryNameTaken,
  product_sub_categories_name_key: MSG.common.database.subCategoryNameTaken,
};

const FOREIGN_KEY_MESSAGES: Record<string, MessageKey> = {
  products_category_fkey: MSG.common.database.categoryNotFound,
  products_sub_category_fkey: MSG.common.database.subCategoryNotFound,
  product_sub_categories_category_fkey: MSG.common.database.categoryNotFound,
  customer_products_product_fkey: MSG.common.database.productNotFound,
  customer_products_customer_fkey: MSG.common.database.customerNotFound,
  visits_customer_fkey: MSG.common.database.customerNotFound,
  visits_employee_fkey: MSG.common.database.employeeNotFound,
  visits_customer_product_fkey: MSG.common.database.notThisCustomersPurchase,
  enquiries_product_fkey: MSG.common.database.productNotFound,
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
    return new AppError('UNAVAILABLE', MSG.common.generic.unavailable, { cause: error });
  }
  if (!isPostgresError(error)) return undefined;
  const constraint = error.constraint ?? '';
  switch (error.code) {
    case '23505':
      return AppError.conflict(UNIQUE_VIOLATION_MESSAGES[constraint] ?? MSG.common.database.recordExists);
    case '23503': {
      const message = FOREIGN_KEY_MESSAGES[constraint];
      // On insert or update a missing target reads as "not found"; on delete, something still depends on the row.
      if (message && !/is still referenced/.test(error.detail ?? '')) return new AppError('NOT_FOUND', message, { cause: error });
      return AppError.conflict(MSG.common.database.stillInUse);
    }
    case '25006':
      // A write inside a read-only transaction: only the operator's support access runs in one (tenancy/data-scope.ts).
      return AppError.forbidden(MSG.supportAccess.errors.readOnly);
    case '23514':
    case '23502':
    case '22001':
    case '22003':
    case '22007':
    case '22008':
    case '22P02':
    case '22021': // a NUL character (U+0000): JSON and query strings carry it, PostgreSQL text cannot
      return new AppError('BAD_REQUEST', MSG.common.database.invalidValues, { cause: error });
    default:
      return undefined;
  }
}
