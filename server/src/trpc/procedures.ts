import type { Role } from '@sevak/shared';
import { authorize, authorizeAdmin, requireSession } from '../modules/auth/authorize';
import { baseProcedure } from './init';

/*
 * The procedures every router builds on. Each role's procedure checks the session once and puts
 * what the call may act for on the context; nothing about the caller ever comes from the input.
 */

export const publicProcedure = baseProcedure;

export const authedProcedure = baseProcedure.use(({ ctx, next }) => next({ ctx: { session: requireSession(ctx.session) } }));

const roleProcedure = (role: Role) =>
  baseProcedure.use(({ ctx, next }) => next({ ctx: { session: authorize(ctx.session, role) } }));

export const superadminProcedure = roleProcedure('SUPERADMIN');
export const employeeProcedure = roleProcedure('EMPLOYEE');
export const customerProcedure = roleProcedure('CUSTOMER');

/** Admin calls carry the admin's business on the context; every query scopes by it. */
export const adminProcedure = baseProcedure.use(({ ctx, next }) => next({ ctx: { actor: authorizeAdmin(ctx.session) } }));
