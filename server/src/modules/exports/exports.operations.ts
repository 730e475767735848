import {
  csvExportPath,
  exportCustomersInput,
  exportEmployeesInput,
  exportEnquiriesInput,
  exportInvoicesInput,
  exportPaymentsInput,
  exportProductReportInput,
  exportProductsInput,
  exportServiceReportInput,
  exportVisitsInput,
} from '@sevak/shared';
import { admin } from '../../operations/operation';
import * as service from './exports.service';

/*
 * CSV exports (issue 17): each list and report as one file, with the query parameters of its
 * list (search, filters, sort) and no page. Downloads, on REST alone: the screens link to them.
 */

const csv = { method: 'GET', fileType: 'text/csv' } as const;

export const exportOperations = {
  customers: admin.download({
    input: exportCustomersInput,
    rest: { ...csv, path: csvExportPath('customers'), message: 'The customers and their purchases as CSV (text/csv)' },
    run: ({ deps, caller, input }) => service.exportCustomers(deps, caller, input),
  }),
  products: admin.download({
    input: exportProductsInput,
    rest: { ...csv, path: csvExportPath('products'), message: 'The products as CSV (text/csv)' },
    run: ({ deps, caller, input }) => service.exportProducts(deps, caller, input),
  }),
  employees: admin.download({
    input: exportEmployeesInput,
    rest: { ...csv, path: csvExportPath('employees'), message: 'The employees as CSV (text/csv)' },
    run: ({ deps, caller, input }) => service.exportEmployees(deps, caller, input),
  }),
  visits: admin.download({
    input: exportVisitsInput,
    rest: { ...csv, path: csvExportPath('visits'), message: 'The visits as CSV (text/csv)' },
    run: ({ deps, caller, input }) => service.exportVisits(deps, caller, input),
  }),
  enquiries: admin.download({
    input: exportEnquiriesInput,
    rest: { ...csv, path: csvExportPath('enquiries'), message: 'The enquiries as CSV (text/csv)' },
    run: ({ deps, caller, input }) => service.exportEnquiries(deps, caller, input),
  }),
  serviceReport: admin.download({
    input: exportServiceReportInput,
    rest: { ...csv, path: csvExportPath('service-report'), message: 'The service report as CSV (text/csv)' },
    run: ({ deps, caller, input }) => service.exportServiceReport(deps, caller, input),
  }),
  productReport: admin.download({
    input: exportProductReportInput,
    rest: { ...csv, path: csvExportPath('product-report'), message: 'The product report as CSV (text/csv)' },
    run: ({ deps, caller, input }) => service.exportProductReport(deps, caller, input),
  }),
  invoices: admin.download({
    input: exportInvoicesInput,
    rest: { ...csv, path: csvExportPath('invoices'), message: 'The invoices and credit notes as CSV (text/csv)' },
    run: ({ deps, caller, input }) => service.exportInvoices(deps, caller, input),
  }),
  payments: admin.download({
    input: exportPaymentsInput,
    rest: { ...csv, path: csvExportPath('payments'), message: 'The payments received as CSV (text/csv)' },
    run: ({ deps, caller, input }) => service.exportPayments(deps, caller, input),
  }),
};
