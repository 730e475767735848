import { z } from 'zod';
import { listInvoicesInput, PAYMENT_MODES } from '../billing/invoice.schemas';
import { calendarDate } from '../common/fields';
import { pagingFields } from '../common/pagination';
import { listCustomersInput } from '../customers/customer.schemas';
import { listEmployeesInput } from '../employees/employee.schemas';
import { listEnquiriesInput } from '../enquiries/enquiry.schemas';
import { MSG, type MessageKey } from '../i18n/messages.en';
import { listProductsInput } from '../products/product.schemas';
import { listVisitsInput } from '../visits/visit.schemas';

/*
 * A list exported as CSV (GET /api/v1/admin/export/<name>.csv): the whole list as its screen
 * shows it, with the same search, filters and sort, so each input is the list's own without the
 * page. The reports' are beside their lists' (reports/report.schemas.ts).
 */

/** The lists a shop exports, by the name in the file's address. */
export const CSV_EXPORTS = [
  'customers',
  'products',
  'employees',
  'visits',
  'enquiries',
  'service-report',
  'product-report',
  'invoices',
  'payments',
] as const;
export type CsvExport = (typeof CSV_EXPORTS)[number];

/** Where a list's file is, under /api/v1. */
export const csvExportPath = (name: CsvExport) => `/admin/export/${name}.csv`;

const wholeList = { page: true, pageSize: true } as const;

export const exportCustomersInput = listCustomersInput.omit(wholeList);
export type ExportCustomersInput = z.infer<typeof exportCustomersInput>;
export const exportProductsInput = listProductsInput.omit(wholeList);
export type ExportProductsInput = z.infer<typeof exportProductsInput>;
export const exportEmployeesInput = listEmployeesInput.omit(wholeList);
export type ExportEmployeesInput = z.infer<typeof exportEmployeesInput>;
export const exportVisitsInput = listVisitsInput.omit(wholeList);
export type ExportVisitsInput = z.infer<typeof exportVisitsInput>;
export const exportEnquiriesInput = listEnquiriesInput.omit(wholeList);
export type ExportEnquiriesInput = z.infer<typeof exportEnquiriesInput>;
export const exportInvoicesInput = listInvoicesInput.omit(wholeList);
export type ExportInvoicesInput = z.infer<typeof exportInvoicesInput>;

const optionalDay = (message: MessageKey) =>
  z
    .union([z.literal(''), calendarDate(message)], { error: message })
    .optional()
    .transform((value) => value || undefined);

/**
 * Payments have no list screen of their own: the file takes every payment received, newest
 * first, narrowed by the days it was paid on (both included), its mode, and a search of the
 * receipt number, the invoice number and the customer's name or phone.
 */
export const exportPaymentsInput = z
  .object({
    search: pagingFields.search,
    fromDate: optionalDay(MSG.csv.validation.fromDateInvalid),
    toDate: optionalDay(MSG.csv.validation.toDateInvalid),
    mode: z.enum(PAYMENT_MODES, { error: MSG.csv.validation.modeInvalid }).optional(),
  })
  .refine((range) => !range.fromDate || !range.toDate || range.fromDate <= range.toDate, {
    message: MSG.csv.validation.rangeBackwards,
    path: ['toDate'],
  });
export type ExportPaymentsInput = z.infer<typeof exportPaymentsInput>;
