import { importCustomersInput, importProductsInput, type ImportReport } from '@sevak/shared';
import { admin } from '../../operations/operation';
import * as service from './import.service';

/** A dry run says so: nothing was saved, whatever its rows say. */
const messageOf = (saved: string) => (report: ImportReport) => (report.dryRun ? 'Import checked; nothing was saved' : saved);

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
      message: 'Customers imported successfully',
      messageOf: messageOf('Customers imported successfully'),
    },
    run: ({ deps, caller, input }) => service.importCustomers(deps, caller, input),
  }),
  products: admin.mutation({
    input: importProductsInput,
    rest: {
      method: 'POST',
      path: '/admin/import/products',
      body: 'csv',
      message: 'Products imported successfully',
      messageOf: messageOf('Products imported successfully'),
    },
    run: ({ deps, caller, input }) => service.importProducts(deps, caller, input),
  }),
};
