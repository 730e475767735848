import type { RestRoute } from '../define-route';

export const profileRoutes: RestRoute[] = [];
