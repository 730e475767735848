import type { RestRoute } from '../define-route';

export const productsRoutes: RestRoute[] = [];
