import { admin } from '../../operations/operation';
import * as service from './dashboard.service';

export const dashboardOperations = {
  get: admin.query({
    rest: { method: 'GET', path: '/admin/dashboard', message: 'Dashboard fetched successfully' },
    run: ({ deps, caller }) => service.getAdminDashboard(deps, caller),
  }),
};
