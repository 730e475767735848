import { authRouter } from '../modules/auth/auth.router';
import { memberHome } from '../modules/businesses/member-home.service';
import { router } from './init';
import { adminProcedure, customerProcedure, employeeProcedure, superadminProcedure } from './procedures';

/*
 * One router per role. Each feature adds its sub-router to the role that may call it; the role's
 * procedure has already checked the session, so a feature cannot forget to.
 */

export const superadminRouter = router({
  whoami: superadminProcedure.query(({ ctx }) => ctx.session.user),
});

export const adminRouter = router({
  whoami: adminProcedure.query(({ ctx }) => ctx.actor),
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
