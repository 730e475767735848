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
  MSG,
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
    rest: { ...csv, path: csvExportPath('customers'), message: MSG.csv.rest.customers },
    run: ({ deps, caller, input }) => service.exportCustomers(deps, caller, input),
  }),
  products: admin.download({
    input: exportProductsInput,
    rest: { ...csv, path: csvExportPath('products'), message: MSG.csv.rest.products },
    run: ({ deps, caller, input }) => service.exportProducts(deps, caller, input),
  }),
  employees: admin.download({
    input: exportEmployeesInput,
    rest: { ...csv, path: csvExportPath('employees'), message: MSG.csv.rest.employees },
    run: ({ deps, caller, input }) => service.exportEmployees(deps, caller, input),
  }),
  visits: admin.download({
    input: exportVisitsInput,
    rest: { ...csv, path: csvExportPath('visits'), message: MSG.csv.rest.visits },
    run: ({ deps, caller, input }) => service.exportVisits(deps, caller, input),
  }),
  enquiries: admin.download({
    input: exportEnquiriesInput,
    rest: { ...csv, path: csvExportPath('enquiries'), message: MSG.csv.rest.enquiries },
    run: ({ deps, caller, input }) => service.exportEnquiries(deps, caller, input),
  }),
  serviceReport: admin.download({
    input: exportServiceReportInput,
    rest: { ...csv, path: csvExportPath('service-report'), message: MSG.csv.rest.serviceReport },
    run: ({ deps, caller, input }) => service.exportServiceReport(deps, caller, input),
  }),
  productReport: admin.download({
    input: exportProductReportInput,
    rest: { ...csv, path: csvExportPath('product-report'), message: MSG.csv.rest.productReport },
    run: ({ deps, caller, input }) => service.exportProductReport(deps, caller, input),
  }),
  invoices: admin.download({
    input: exportInvoicesInput,
    rest: { ...csv, path: csvExportPath('invoices'), message: MSG.csv.rest.invoices },
    run: ({ deps, caller, input }) => service.exportInvoices(deps, caller, input),
  }),
  payments: admin.download({
    input: exportPaymentsInput,
    rest: { ...csv, path: csvExportPath('payments'), message: MSG.csv.rest.payments },
    run: ({ deps, caller, input }) => service.exportPayments(deps, caller, input),
  }),
};
