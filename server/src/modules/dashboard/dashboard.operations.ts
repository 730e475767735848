import { MSG } from '@sevak/shared';
import { admin } from '../../operations/operation';
import * as charts from './dashboard-charts.service';
import * as service from './dashboard.service';

export const dashboardOperations = {
  get: admin.query({
    rest: { method: 'GET', path: '/admin/dashboard', message: MSG.dashboard.rest.get },
    run: ({ deps, caller }) => service.getAdminDashboard(deps, caller),
  }),
  /** Apart from the cards, so that they show while the months are summed. */
  charts: admin.query({
    rest: { method: 'GET', path: '/admin/dashboard/charts', message: MSG.dashboard.rest.charts },
    run: ({ deps, caller }) => charts.getDashboardCharts(deps, caller),
  }),
};
