import type { RestRoute } from '../define-route';

export const employeesRoutes: RestRoute[] = [];
