import { authRouter } from '../modules/auth/auth.router';
import { businessesRouter } from '../modules/businesses/businesses.router';
import { memberHome } from '../modules/businesses/member-home.service';
import { customersRouter } from '../modules/customers/customers.router';
import { dashboardRouter } from '../modules/dashboard/dashboard.router';
import { employeesRouter } from '../modules/employees/employees.router';
import { enquiriesRouter } from '../modules/enquiries/enquiries.router';
import { helpDeskRouter, helpDeskTicketsRouter } from '../modules/help-desk/help-desk.router';
import { productCategoriesRouter } from '../modules/product-categories/product-categories.router';
import { productSubCategoriesRouter } from '../modules/product-sub-categories/product-sub-categories.router';
import { productsRouter } from '../modules/products/products.router';
import { profileRouter } from '../modules/profile/profile.router';
import { reportsRouter } from '../modules/reports/reports.router';
import { visitsRouter } from '../modules/visits/visits.router';
import { router } from './init';
import { adminProcedure, customerProcedure, employeeProcedure, superadminProcedure } from './procedures';

/*
 * One router per role. Each feature's sub-router is built on its role's procedure, which has
 * already checked the session, so a feature cannot forget to.
 */

export const superadminRouter = router({
  whoami: superadminProcedure.query(({ ctx }) => ctx.session.user),
  businesses: businessesRouter,
  helpDeskTickets: helpDeskTicketsRouter,
});

export const adminRouter = router({
  whoami: adminProcedure.query(({ ctx }) => ctx.actor),
  productCategories: productCategoriesRouter,
  productSubCategories: productSubCategoriesRouter,
  products: productsRouter,
  employees: employeesRouter,
  customers: customersRouter,
  visits: visitsRouter,
  enquiries: enquiriesRouter,
  dashboard: dashboardRouter,
  reports: reportsRouter,
  profile: profileRouter,
  helpDesk: helpDeskRouter,
});

export const employeeRouter = router({
  home: employeeProcedure.query(({ ctx }) => memberHome(ctx.deps, ctx.session)),
});

export const customerRouter = router({
  home: customerProcedure.query(({ ctx }) => memberHome(ctx.deps, ctx.session)),
});

export const appRouter = router({
  users: authRouter,
  superadmin: superadminRouter,
  admin: adminRouter,
  employee: employeeRouter,
  customer: customerRouter,
});

export type AppRouter = typeof appRouter;
