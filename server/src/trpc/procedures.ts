import type { Role } from '@sevak/shared';
import type { AppDeps } from '../deps';
import { authorize, authorizeAdmin, requireSession, type AdminActor } from '../modules/auth/authorize';
import { inSessionScope, type Session } from '../modules/auth/sessions.service';
import { scopeOf, type DataScope } from '../tenancy/data-scope';
import { baseProcedure } from './init';
import type { Context } from './context';

/*
 * The procedures every router builds on. Each role's procedure looks up the session, checks it
 * once, puts what the call may act for on the context, and runs the call in one transaction
 * scoped to the caller's business (the superadmin's: the platform), so PostgreSQL's row-level
 * security holds even for a query that forgot its business. Nothing about the caller ever comes
 * from the input.
 */

/** Runs the rest of a call in the scope `admit` gives the caller, with `deps.db` its transaction. */
function inCallerScope<TCaller, TResult extends { ok: boolean }>(
  ctx: Context,
  admit: (session: Session | undefined) => { scope: DataScope; caller: TCaller },
  next: (deps: AppDeps, caller: TCaller) => Promise<TResult>,
): Promise<TResult> {
  return inSessionScope(ctx.deps, ctx.sessionToken, admit, async (deps, caller) => {
    const result = await next(deps, caller);
    // tRPC hands back a failed call as a result rather than a throw; throwing rolls its writes back.
    if (!result.ok) throw (result as unknown as { error: unknown }).error;
    return result;
  });
}

const asSession = (session: Session) => ({ scope: scopeOf(session.user), caller: session });

/** Sign-in, sign-out and "who am I": they look up and scope what they need themselves (modules/auth). */
export const publicProcedure = baseProcedure;

export const authedProcedure = baseProcedure.use(({ ctx, next }) =>
  inCallerScope(ctx, (session) => asSession(requireSession(session)), (deps, session) => next({ ctx: { session, deps } })),
);

const roleProcedure = (role: Role) =>
  baseProcedure.use(({ ctx, next }) =>
    inCallerScope(ctx, (session) => asSession(authorize(session, role)), (deps, session) => next({ ctx: { session, deps } })),
  );

export const superadminProcedure = roleProcedure('SUPERADMIN');
export const employeeProcedure = roleProcedure('EMPLOYEE');
export const customerProcedure = roleProcedure('CUSTOMER');

/** Admin calls carry the admin's business on the context; every query scopes by it. */
export const adminProcedure = baseProcedure.use(({ ctx, next }) =>
  inCallerScope(
    ctx,
    (maybeSession): { scope: DataScope; caller: { actor: AdminActor; session: Session } } => {
      const actor = authorizeAdmin(maybeSession);
      const session = requireSession(maybeSession);
      return { scope: { businessId: actor.businessId }, caller: { actor, session } };
    },
    (deps, { actor, session }) => next({ ctx: { actor, session, deps } }),
  ),
);
