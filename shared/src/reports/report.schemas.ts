import { z } from 'zod';
import { calendarDate } from '../common/fields';
import { MAX_PAGE_SIZE, PAGE_SIZE, type Page } from '../common/pagination';
import type { VisitPaymentStatus } from '../visits/visit.schemas';

const optionalDay = (message: string) =>
  z
    .union([z.literal(''), calendarDate(message)], { error: message })
    .nullish()
    .transform((value) => value || null);

/**
 * A report's range: both ends inclusive, in the business time zone. A missing end leaves that
 * side open, so "everything up to today" and "everything since 1 April" are one field each.
 */
export const reportRangeInput = z
  .object({
    fromDate: optionalDay('Enter a valid From Date'),
    toDate: optionalDay('Enter a valid To Date'),
    page: z.coerce.number().int().min(1).max(1_000_000).optional(),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
    search: z.string().trim().max(100, 'Search must be at most 100 characters').default(''),
  })
  .refine((range) => !range.fromDate || !range.toDate || range.fromDate <= range.toDate, {
    message: 'From Date must be on or before To Date',
    path: ['toDate'],
  });
export type ReportRangeInput = z.infer<typeof reportRangeInput>;

export const serviceReportInput = reportRangeInput;
export const productReportInput = reportRangeInput;

/** One visit as the service report shows it. */
export interface ServiceReportRow {
  id: string;
  customerName: string;
  phoneNumber: string;
  /** Where the service was done: the visit's service address, else the customer's address. */
  address: string | null;
  employeeName: string;
  productName: string | null;
  serviceDiscription: string | null;
  serviceCharges: number;
  visitDate: Date;
  PaymentStatus: VisitPaymentStatus;
  isDone: boolean;
}

/** One purchased product as the product report shows it. */
export interface ProductReportRow {
  id: string;
  billNumber: string;
  customerName: string;
  phoneNumber: string;
  address: string | null;
  productName: string;
  price: number;
  invoiceDate: string;
  warrantyStartDate: string;
  warrantyEndDate: string;
}

/** A page of a report and the figures of the whole range. */
export interface ServiceReport extends Page<ServiceReportRow> {
  totals: { count: number; totalCharges: number };
}

export interface ProductReport extends Page<ProductReportRow> {
  totals: { count: number; totalPrice: number };
}
