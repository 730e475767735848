import { productReportInput, serviceReportInput } from '@sevak/shared';
import * as service from '../../modules/reports/reports.service';
import { restRoute, withTotal, type RestRoute } from '../define-route';

/*
 * The spec's report screens have no call of their own in §7; these are Sevak's additions. Like
 * the category list, `data` is an object with a `data` array of rows, here beside the figures of
 * the whole range; X-Total-Count carries the row count.
 */
export const reportsRoutes: RestRoute[] = [
  restRoute.admin({
    method: 'GET',
    url: '/admin/report/service',
    message: 'Service report fetched successfully',
    input: serviceReportInput,
    handle: async ({ deps, actor, input, reply }) => {
      const report = await service.serviceReport(deps, actor, input);
      return { data: withTotal(reply, report), totals: report.totals };
    },
  }),
  restRoute.admin({
    method: 'GET',
    url: '/admin/report/product',
    message: 'Product report fetched successfully',
    input: productReportInput,
    handle: async ({ deps, actor, input, reply }) => {
      const report = await service.productReport(deps, actor, input);
      return { data: withTotal(reply, report), totals: report.totals };
    },
  }),
];
