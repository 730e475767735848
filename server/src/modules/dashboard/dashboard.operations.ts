import { admin } from '../../operations/operation';
import * as charts from './dashboard-charts.service';
import * as service from './dashboard.service';

export const dashboardOperations = {
  get: admin.query({
    rest: { method: 'GET', path: '/admin/dashboard', message: 'Dashboard fetched successfully' },
    run: ({ deps, caller }) => service.getAdminDashboard(deps, caller),
  }),
  /** Apart from the cards, so that they show while the months are summed. */
  charts: admin.query({
    rest: { method: 'GET', path: '/admin/dashboard/charts', message: 'Dashboard charts fetched successfully' },
    run: ({ deps, caller }) => charts.getDashboardCharts(deps, caller),
  }),
};
