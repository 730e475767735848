import type { RestRoute } from '../define-route';

export const dashboardRoutes: RestRoute[] = [];
