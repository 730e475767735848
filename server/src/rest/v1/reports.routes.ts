import type { RestRoute } from '../define-route';

export const reportsRoutes: RestRoute[] = [];
