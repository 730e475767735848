import { importCustomersInput, importProductsInput, MSG, type ImportReport, type MessageKey } from '@sevak/shared';
import { admin } from '../../operations/operation';
import * as service from './import.service';

/** A dry run says so: nothing was saved, whatever its rows say. */
const messageOf = (saved: MessageKey) => (report: ImportReport) => (report.dryRun ? MSG.import.rest.checked : saved);

/*
 * CSV imports: the body is the file itself (text/csv) on REST, `dryRun` and `columns` in the
 * query string; on tRPC the same three fields as the input (the screen uses REST, for the file's
 * size and its upload progress).
 */
export const importOperations = {
  customers: admin.mutation({
    input: importCustomersInput,
    rest: {
      method: 'POST',
      path: '/admin/import/customers',
      body: 'csv',
      message: MSG.import.rest.customers,
      messageOf: messageOf(MSG.import.rest.customers),
    },
    run: ({ deps, caller, input }) => service.importCustomers(deps, caller, input),
  }),
  products: admin.mutation({
    input: importProductsInput,
    rest: {
      method: 'POST',
      path: '/admin/import/products',
      body: 'csv',
      message: MSG.import.rest.products,
      messageOf: messageOf(MSG.import.rest.products),
    },
    run: ({ deps, caller, input }) => service.importProducts(deps, caller, input),
  }),
};
