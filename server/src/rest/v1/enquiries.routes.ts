import type { RestRoute } from '../define-route';

export const enquiriesRoutes: RestRoute[] = [];
