import * as service from '../../modules/dashboard/dashboard.service';
import { restRoute, type RestRoute } from '../define-route';

export const dashboardRoutes: RestRoute[] = [
  restRoute.admin({
    method: 'GET',
    url: '/admin/dashboard',
    message: 'Dashboard fetched successfully',
    handle: ({ deps, actor }) => service.getAdminDashboard(deps, actor),
  }),
];
