import type { RestRoute } from '../define-route';

export const businessesRoutes: RestRoute[] = [];
