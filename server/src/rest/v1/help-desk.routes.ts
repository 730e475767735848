import type { RestRoute } from '../define-route';

export const helpDeskRoutes: RestRoute[] = [];
