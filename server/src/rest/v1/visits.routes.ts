import type { RestRoute } from '../define-route';

export const visitsRoutes: RestRoute[] = [];
