import type { RestRoute } from '../define-route';
import { businessesRoutes } from './businesses.routes';
import { customersRoutes } from './customers.routes';
import { dashboardRoutes } from './dashboard.routes';
import { employeesRoutes } from './employees.routes';
import { enquiriesRoutes } from './enquiries.routes';
import { helpDeskRoutes } from './help-desk.routes';
import { productCategoriesRoutes } from './product-categories.routes';
import { productSubCategoriesRoutes } from './product-sub-categories.routes';
import { productsRoutes } from './products.routes';
import { profileRoutes } from './profile.routes';
import { reportsRoutes } from './reports.routes';
import { usersRoutes } from './users.routes';
import { visitsRoutes } from './visits.routes';

/** Every route of /api/v1 (spec §7), one file per feature. */
export const restRoutes: RestRoute[] = [
  ...usersRoutes,
  ...productCategoriesRoutes,
  ...productSubCategoriesRoutes,
  ...productsRoutes,
  ...employeesRoutes,
  ...customersRoutes,
  ...visitsRoutes,
  ...enquiriesRoutes,
  ...dashboardRoutes,
  ...reportsRoutes,
  ...profileRoutes,
  ...helpDeskRoutes,
  ...businessesRoutes,
];
