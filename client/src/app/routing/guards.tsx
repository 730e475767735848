import { LANDING_ROUTE, type Role } from '@sevak/shared';
import { Navigate, Outlet } from 'react-router-dom';
import { useAuth } from '../../features/auth/auth-context';
import { useEffectiveRole } from '../../features/support-access/use-support-access';
import { paths } from '../paths';

/** Signed-in pages: nothing while the lookup runs, the sign-in page for strangers (spec §2). */
export function RequireAuth() {
  const { status } = useAuth();
  if (status === 'loading') return null;
  if (status === 'unauthenticated') return <Navigate to={paths.signIn} replace />;
  return <Outlet />;
}

/** The sign-in page: a signed-in visitor goes to their own dashboard instead. */
export function PublicOnly() {
  const { status, user } = useAuth();
  if (status === 'loading') return null;
  if (user) return <Navigate to={LANDING_ROUTE[user.role]} replace />;
  return <Outlet />;
}

/** `/` and `/dashboard`: each role's landing route (the business's, for the operator viewing one). */
export function LandingRedirect() {
  const { user } = useAuth();
  const effective = useEffectiveRole();
  if (!user) return <Navigate to={paths.signIn} replace />;
  if (effective.pending) return null;
  return <Navigate to={LANDING_ROUTE[effective.role ?? user.role]} replace />;
}

/**
 * A role's own routes; anyone else is sent to their own landing route (PRODUCT.md "Menus and route
 * guards"). The operator viewing a business (support access) has the admin's routes until the view ends.
 */
export function RequireRole({ role }: { role: Role }) {
  const { user } = useAuth();
  const effective = useEffectiveRole();
  if (!user) return <Navigate to={paths.signIn} replace />;
  if (effective.pending) return null;
  const own = effective.role ?? user.role;
  if (own !== role) return <Navigate to={LANDING_ROUTE[own]} replace />;
  return <Outlet />;
}
