import type { RestRoute } from '../define-route';

export const productSubCategoriesRoutes: RestRoute[] = [];
