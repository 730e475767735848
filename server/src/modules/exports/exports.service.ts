import {
  CSV_LANGUAGE_WORDS,
  CUSTOMER_CSV_COLUMNS,
  ENQUIRY_STATUS_LABELS,
  PAYMENT_MODE_LABELS,
  PRODUCT_CSV_COLUMNS,
  UNASSIGNED_LABEL,
  VISIT_STATUS_LABELS,
  pinCodeIn,
  type Customer,
  type CustomerPurchase,
  type Employee,
  type Enquiry,
  type ExportCustomersInput,
  type ExportEmployeesInput,
  type ExportEnquiriesInput,
  type ExportInvoicesInput,
  type ExportPaymentsInput,
  type ExportProductReportInput,
  type ExportProductsInput,
  type ExportServiceReportInput,
  type ExportVisitsInput,
  type InvoiceKind,
  type InvoiceStatus,
  type Product,
  type ProductReportRow,
  type Visit,
  type VisitPaymentStatus,
} from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { calendarDateIn } from '../../lib/business-time';
import { csvAmount, csvDate, csvDateOf, csvNumber, csvTimeOf } from '../../lib/csv-cells';
import type { FileAnswer, ScopedRead } from '../../operations/file-answer';
import type { BusinessScope } from '../../tenancy/data-scope';
import { invoicesAfter, type InvoiceExportRow } from '../billing/invoices.repository';
import { paymentsAfter, type PaymentExportRow } from '../billing/payments.repository';
import { customersAfter } from '../customers/customers.repository';
import { employeesAfter } from '../employees/employees.repository';
import { enquiriesAfter } from '../enquiries/enquiries.repository';
import { productsAfter } from '../products/products.repository';
import { productReportRowsAfter } from '../reports/reports.repository';
import { productReportConditions, SERVICE_REPORT_ORDER, serviceReportConditions, toServiceReportRow } from '../reports/reports.service';
import { visitsAfter } from '../visits/visits.repository';
import { visitListReads, type VisitRead } from '../visits/visits.service';
import { csvFile, pagesOf, textCell, type CsvRecord } from './csv-file';

/*
 * Every list of the admin's screens, and both reports, as a CSV file: the whole list as its screen
 * shows it (the same search, filters and sort, read by the list's own repository query), written
 * page by page while it is sent (./csv-file.ts).
 */

const PAYMENT_STATUS_WORDS: Record<VisitPaymentStatus, string> = { PENDING: 'Pending', PAID: 'Paid', CANCELLED: 'Cancelled' };
const INVOICE_STATUS_WORDS: Record<InvoiceStatus, string> = { UNPAID: 'Unpaid', PARTIAL: 'Partial', PAID: 'Paid', CANCELLED: 'Cancelled' };
const INVOICE_KIND_WORDS: Record<InvoiceKind, string> = { INVOICE: 'Invoice', CREDIT_NOTE: 'Credit note' };
const ENQUIRY_KIND_WORDS: Record<Enquiry['kind'], string> = { enquiry: 'Enquiry', service_request: 'Service request' };

const optionalDate = (date: string | null) => (date ? csvDate(date) : '');

/** One row per purchase, the customer's own columns on each; a customer with none has one row. */
function customerRecords(customer: Customer): CsvRecord<typeof CUSTOMER_CSV_COLUMNS>[] {
  const { user } = customer;
  const person = {
    name: textCell(user.fullname),
    phone: textCell(user.phoneNumber),
    email: textCell(user.email),
    address: textCell(user.address),
    pinCode: textCell(pinCodeIn(user.address)),
    gstin: textCell(customer.gstin),
    stateCode: textCell(customer.stateCode),
    language: CSV_LANGUAGE_WORDS[user.language],
  };
  const purchase = (bought: CustomerPurchase | undefined) => ({
    product: textCell(bought?.product.name),
    serialNumber: textCell(bought?.serialNumber),
    billNumber: textCell(bought?.billNumber),
    purchaseDate: bought ? csvDate(bought.invoiceDate) : '',
    price: bought ? csvAmount(bought.price) : '',
    warrantyStart: bought ? csvDate(bought.warrantyStartDate) : '',
    warrantyEnd: bought ? csvDate(bought.warrantyEndDate) : '',
  });
  const purchases = customer.customerProduct.length > 0 ? customer.customerProduct : [undefined];
  return purchases.map((bought) => ({ ...person, ...purchase(bought) }));
}

export function exportCustomers(deps: AppDeps, business: BusinessScope, input: ExportCustomersInput): FileAnswer {
  return csvFile(
    deps,
    'customers',
    CUSTOMER_CSV_COLUMNS,
    (inScope) => pagesOf(deps, inScope, (db, after, limit) => customersAfter(db, business.businessId, input, after, limit)),
    customerRecords,
  );
}

export function exportProducts(deps: AppDeps, business: BusinessScope, input: ExportProductsInput): FileAnswer {
  return csvFile(
    deps,
    'products',
    PRODUCT_CSV_COLUMNS,
    (inScope) => pagesOf(deps, inScope, (db, after, limit) => productsAfter(db, business.businessId, input, after, limit)),
    (product: Product) => ({
      name: textCell(product.name),
      category: textCell(product.productCategory?.name),
      subCategory: textCell(product.productSubCategory?.name),
      price: csvAmount(product.price),
      quantity: String(product.quantity),
      hsnCode: textCell(product.hsnCode),
      gstRate: product.gstRate === null ? '' : csvNumber(product.gstRate),
    }),
  );
}

const EMPLOYEE_COLUMNS = {
  name: 'Employee name',
  phone: 'Phone',
  email: 'Email',
  address: 'Address',
  visits: 'Total visits',
  addedOn: 'Added on',
} as const;

export function exportEmployees(deps: AppDeps, business: BusinessScope, input: ExportEmployeesInput): FileAnswer {
  const timeZone = deps.config.businessTimeZone;
  return csvFile(
    deps,
    'employees',
    EMPLOYEE_COLUMNS,
    (inScope) => pagesOf(deps, inScope, (db, after, limit) => employeesAfter(db, business.businessId, input, after, limit)),
    (employee: Employee) => ({
      name: textCell(employee.user.fullname),
      phone: textCell(employee.user.phoneNumber),
      email: textCell(employee.user.email),
      address: textCell(employee.user.address),
      visits: String(employee.visitCount),
      addedOn: csvDateOf(employee.createdAt, timeZone),
    }),
  );
}

const VISIT_COLUMNS = {
  visitDate: 'Visit date',
  visitTime: 'Visit time',
  status: 'Status',
  customerName: 'Customer name',
  customerPhone: 'Customer phone',
  serviceAddress: 'Service address',
  pinCode: 'PIN code',
  technician: 'Technician',
  technicianPhone: 'Technician phone',
  product: 'Product',
  description: 'Service description',
  charges: 'Service charges',
  paymentStatus: 'Payment status',
  installationDate: 'Installation date',
} as const;

/** The visits of `reads`, one read after another, each a page at a time. */
async function* visitPages(deps: AppDeps, business: BusinessScope, reads: VisitRead[], inScope: ScopedRead) {
  for (const { conditions, order } of reads) {
    yield* pagesOf(deps, inScope, (db, after, limit) => visitsAfter(db, business.businessId, conditions, order, after, limit));
  }
}

/** The visit list as its screen shows it: without a sort, in the shop's work order (today, overdue, coming, done). */
export function exportVisits(deps: AppDeps, business: BusinessScope, input: ExportVisitsInput): FileAnswer {
  const timeZone = deps.config.businessTimeZone;
  const reads = visitListReads(deps, input);
  return csvFile(
    deps,
    'visits',
    VISIT_COLUMNS,
    (inScope) => visitPages(deps, business, reads, inScope),
    (visit: Visit) => {
      const address = visit.serviceAddress ?? visit.customer.user.address;
      return {
        visitDate: csvDateOf(visit.visitDate, timeZone),
        visitTime: csvTimeOf(visit.visitDate, timeZone),
        status: VISIT_STATUS_LABELS[visit.status],
        customerName: textCell(visit.customer.user.fullname),
        customerPhone: textCell(visit.customer.user.phoneNumber),
        serviceAddress: textCell(address),
        pinCode: textCell(pinCodeIn(address)),
        technician: textCell(visit.employee?.user.fullname ?? UNASSIGNED_LABEL),
        technicianPhone: textCell(visit.employee?.user.phoneNumber),
        product: textCell(visit.product?.name),
        description: textCell(visit.serviceDiscription),
        charges: csvAmount(visit.serviceCharges),
        paymentStatus: PAYMENT_STATUS_WORDS[visit.PaymentStatus],
        installationDate: optionalDate(visit.installationDate),
      };
    },
  );
}

const ENQUIRY_COLUMNS = {
  date: 'Enquiry date',
  name: 'Name',
  phone: 'Phone',
  address: 'Address',
  product: 'Product',
  message: 'Message',
  kind: 'Kind',
  preferredDate: 'Preferred date',
  status: 'Status',
  followUpDate: 'Follow-up date',
  notes: 'Notes',
} as const;

export function exportEnquiries(deps: AppDeps, business: BusinessScope, input: ExportEnquiriesInput): FileAnswer {
  const timeZone = deps.config.businessTimeZone;
  const today = calendarDateIn(timeZone, deps.clock.now());
  return csvFile(
    deps,
    'enquiries',
    ENQUIRY_COLUMNS,
    (inScope) => pagesOf(deps, inScope, (db, after, limit) => enquiriesAfter(db, business.businessId, input, today, after, limit)),
    (enquiry: Enquiry) => ({
      date: csvDateOf(enquiry.createdAt, timeZone),
      name: textCell(enquiry.name),
      phone: textCell(enquiry.phoneNumber),
      address: textCell(enquiry.address),
      product: textCell(enquiry.product?.name),
      message: textCell(enquiry.message),
      kind: ENQUIRY_KIND_WORDS[enquiry.kind],
      preferredDate: optionalDate(enquiry.preferredDate),
      status: ENQUIRY_STATUS_LABELS[enquiry.status],
      followUpDate: optionalDate(enquiry.followUpDate),
      notes: textCell(enquiry.notes),
    }),
  );
}

const SERVICE_REPORT_COLUMNS = {
  visitDate: 'Visit date',
  customerName: 'Customer name',
  phone: 'Phone',
  address: 'Address',
  technician: 'Technician',
  product: 'Product',
  description: 'Service description',
  charges: 'Service charges',
  paymentStatus: 'Payment status',
  done: 'Done',
} as const;

/** The service report's visits of the range, newest first, narrowed as the report is. */
export function exportServiceReport(deps: AppDeps, business: BusinessScope, input: ExportServiceReportInput): FileAnswer {
  const timeZone = deps.config.businessTimeZone;
  const reads = [{ conditions: serviceReportConditions(deps, input), order: SERVICE_REPORT_ORDER }];
  return csvFile(
    deps,
    'service-report',
    SERVICE_REPORT_COLUMNS,
    (inScope) => visitPages(deps, business, reads, inScope),
    (visit: Visit) => {
      const row = toServiceReportRow(visit);
      return {
        visitDate: csvDateOf(row.visitDate, timeZone),
        customerName: textCell(row.customerName),
        phone: textCell(row.phoneNumber),
        address: textCell(row.address),
        technician: textCell(row.employeeName),
        product: textCell(row.productName),
        description: textCell(row.serviceDiscription),
        charges: csvAmount(row.serviceCharges),
        paymentStatus: PAYMENT_STATUS_WORDS[row.PaymentStatus],
        done: row.isDone ? 'Yes' : 'No',
      };
    },
  );
}

const PRODUCT_REPORT_COLUMNS = {
  billNumber: 'Bill number',
  customerName: 'Customer name',
  phone: 'Phone',
  address: 'Address',
  product: 'Product',
  price: 'Price',
  invoiceDate: 'Invoice date',
  warrantyStart: 'Warranty start',
  warrantyEnd: 'Warranty end',
} as const;

export function exportProductReport(deps: AppDeps, business: BusinessScope, input: ExportProductReportInput): FileAnswer {
  const conditions = productReportConditions(input);
  return csvFile(
    deps,
    'product-report',
    PRODUCT_REPORT_COLUMNS,
    (inScope) => pagesOf(deps, inScope, (db, after, limit) => productReportRowsAfter(db, business.businessId, conditions, after, limit)),
    (row: ProductReportRow) => ({
      billNumber: textCell(row.billNumber),
      customerName: textCell(row.customerName),
      phone: textCell(row.phoneNumber),
      address: textCell(row.address),
      product: textCell(row.productName),
      price: csvAmount(row.price),
      invoiceDate: csvDate(row.invoiceDate),
      warrantyStart: csvDate(row.warrantyStartDate),
      warrantyEnd: csvDate(row.warrantyEndDate),
    }),
  );
}

const INVOICE_COLUMNS = {
  number: 'Invoice number',
  kind: 'Kind',
  date: 'Invoice date',
  customerName: 'Customer name',
  phone: 'Phone',
  taxableValue: 'Taxable value',
  cgst: 'CGST',
  sgst: 'SGST',
  igst: 'IGST',
  roundOff: 'Round off',
  total: 'Total',
  paid: 'Paid',
  balanceDue: 'Balance due',
  status: 'Status',
} as const;

export function exportInvoices(deps: AppDeps, business: BusinessScope, input: ExportInvoicesInput): FileAnswer {
  return csvFile(
    deps,
    'invoices',
    INVOICE_COLUMNS,
    (inScope) => pagesOf(deps, inScope, (db, after, limit) => invoicesAfter(db, business.businessId, input, after, limit)),
    (invoice: InvoiceExportRow) => ({
      number: textCell(invoice.invoiceNumber),
      kind: INVOICE_KIND_WORDS[invoice.kind],
      date: csvDate(invoice.invoiceDate),
      customerName: textCell(invoice.customerName),
      phone: textCell(invoice.customerPhone),
      taxableValue: csvAmount(invoice.taxableValue),
      cgst: csvAmount(invoice.cgst),
      sgst: csvAmount(invoice.sgst),
      igst: csvAmount(invoice.igst),
      roundOff: csvAmount(invoice.roundOff),
      total: csvAmount(invoice.total),
      paid: csvAmount(invoice.amountPaid),
      balanceDue: csvAmount(invoice.balanceDue),
      status: INVOICE_STATUS_WORDS[invoice.status],
    }),
  );
}

const PAYMENT_COLUMNS = {
  receiptNumber: 'Receipt number',
  paidOn: 'Paid on',
  customerName: 'Customer name',
  phone: 'Phone',
  amount: 'Amount',
  mode: 'Mode',
  reference: 'Reference',
  invoiceNumber: 'Invoice number',
  visitDate: 'Visit date',
} as const;

export function exportPayments(deps: AppDeps, business: BusinessScope, input: ExportPaymentsInput): FileAnswer {
  const timeZone = deps.config.businessTimeZone;
  return csvFile(
    deps,
    'payments',
    PAYMENT_COLUMNS,
    (inScope) => pagesOf(deps, inScope, (db, after, limit) => paymentsAfter(db, business.businessId, input, after, limit)),
    (payment: PaymentExportRow) => ({
      receiptNumber: textCell(payment.receiptNumber),
      paidOn: csvDate(payment.paidOn),
      customerName: textCell(payment.customerName),
      phone: textCell(payment.customerPhone),
      amount: csvAmount(payment.amount),
      mode: PAYMENT_MODE_LABELS[payment.mode],
      reference: textCell(payment.reference),
      invoiceNumber: textCell(payment.invoiceNumber),
      visitDate: payment.visitDate ? csvDateOf(payment.visitDate, timeZone) : '',
    }),
  );
}
