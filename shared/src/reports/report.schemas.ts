import { z } from 'zod';
import { calendarDate } from '../common/fields';
import { pagingFields, type Page } from '../common/pagination';
import { MSG, type MessageKey } from '../i18n/messages.en';
import type { VisitPaymentStatus } from '../visits/visit.schemas';

const optionalDay = (message: MessageKey) =>
  z
    .union([z.literal(''), calendarDate(message)], { error: message })
    .nullish()
    .transform((value) => value || null);

/**
 * A report's range: both ends inclusive, in the business time zone. A missing end leaves that
 * side open, so "everything up to today" and "everything since 1 April" are one field each.
 */
const rangeFields = {
  fromDate: optionalDay(MSG.reports.validation.fromDateInvalid),
  toDate: optionalDay(MSG.reports.validation.toDateInvalid),
  ...pagingFields,
};

const inOrder = <T extends z.ZodObject>(schema: T) =>
  schema.refine(
    (range) => {
      const { fromDate, toDate } = range as { fromDate: string | null; toDate: string | null };
      return !fromDate || !toDate || fromDate <= toDate;
    },
    { message: MSG.reports.validation.rangeBackwards, path: ['toDate'] },
  );

export const reportRangeInput = inOrder(z.object(rangeFields));
export type ReportRangeInput = z.infer<typeof reportRangeInput>;

/** The service report's range, narrowed to one technician or one payment status when chosen. */
const serviceReportFields = z.object({
  ...rangeFields,
  employeeId: z.uuid({ error: MSG.reports.validation.employeeInvalid }).optional(),
  paymentStatus: z.enum(['PENDING', 'PAID'], { error: MSG.reports.validation.paymentStatusInvalid }).optional(),
});
export const serviceReportInput = inOrder(serviceReportFields);
export type ServiceReportInput = z.infer<typeof serviceReportInput>;
export const productReportInput = reportRangeInput;

/** A report's rows as one file (CSV export): the same range and filters, without a page. */
const wholeReport = { page: true, pageSize: true } as const;
export const exportServiceReportInput = inOrder(serviceReportFields.omit(wholeReport));
export type ExportServiceReportInput = z.infer<typeof exportServiceReportInput>;
export const exportProductReportInput = inOrder(z.object(rangeFields).omit(wholeReport));
export type ExportProductReportInput = z.infer<typeof exportProductReportInput>;

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
