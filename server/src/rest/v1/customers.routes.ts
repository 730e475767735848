import type { RestRoute } from '../define-route';

export const customersRoutes: RestRoute[] = [];
