import type { Role } from '@sevak/shared';
import type { AppDeps } from '../deps';
import { authorize, authorizeAdmin, requireSession } from '../modules/auth/authorize';
import { inDataScope, scopeOf, type DataScope } from '../tenancy/data-scope';
import { baseProcedure } from './init';

/*
 * The procedures every router builds on. Each role's procedure checks the session once, puts
 * what the call may act for on the context, and runs the call in one transaction scoped to the
 * caller's business (the superadmin's: the platform), so PostgreSQL's row-level security holds
 * even for a query that forgot its business. Nothing about the caller ever comes from the input.
 */

/** Runs the rest of a call with `deps.db` as a transaction in `scope`. */
async function inScope<TResult extends { ok: boolean }>(
  deps: AppDeps,
  scope: DataScope,
  next: (deps: AppDeps) => Promise<TResult>,
): Promise<TResult> {
  return inDataScope(deps.db, scope, async (db) => {
    const result = await next({ ...deps, db });
    // tRPC hands back a failed call as a result rather than a throw; throwing rolls its writes back.
    if (!result.ok) throw (result as unknown as { error: unknown }).error;
    return result;
  });
}

/** Sign-in, sign-out and "who am I": they scope their own lookups (modules/auth). */
export const publicProcedure = baseProcedure;

export const authedProcedure = baseProcedure.use(({ ctx, next }) => {
  const session = requireSession(ctx.session);
  return inScope(ctx.deps, scopeOf(session.user), (deps) => next({ ctx: { session, deps } }));
});

const roleProcedure = (role: Role) =>
  baseProcedure.use(({ ctx, next }) => {
    const session = authorize(ctx.session, role);
    return inScope(ctx.deps, scopeOf(session.user), (deps) => next({ ctx: { session, deps } }));
  });

export const superadminProcedure = roleProcedure('SUPERADMIN');
export const employeeProcedure = roleProcedure('EMPLOYEE');
export const customerProcedure = roleProcedure('CUSTOMER');

/** Admin calls carry the admin's business on the context; every query scopes by it. */
export const adminProcedure = baseProcedure.use(({ ctx, next }) => {
  const actor = authorizeAdmin(ctx.session);
  return inScope(ctx.deps, { businessId: actor.businessId }, (deps) => next({ ctx: { actor, deps } }));
});
