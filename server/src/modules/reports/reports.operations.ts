import { MSG, productReportInput, serviceReportInput } from '@sevak/shared';
import { admin } from '../../operations/operation';
import * as service from './reports.service';

/*
 * The spec's report screens have no call of their own in §7; these are Sevak's additions. Like the
 * category list, REST's `data` is an object with a `data` array of rows, here beside the figures
 * of the whole range.
 */
export const reportOperations = {
  service: admin.query({
    input: serviceReportInput,
    rest: { method: 'GET', path: '/admin/report/service', message: MSG.reports.rest.service, list: 'nested' },
    run: ({ deps, caller, input }) => service.serviceReport(deps, caller, input),
  }),
  product: admin.query({
    input: productReportInput,
    rest: { method: 'GET', path: '/admin/report/product', message: MSG.reports.rest.product, list: 'nested' },
    run: ({ deps, caller, input }) => service.productReport(deps, caller, input),
  }),
};
