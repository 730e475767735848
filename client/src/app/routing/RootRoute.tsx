import { Outlet } from 'react-router-dom';
import { AuthProvider } from '../../features/auth/AuthProvider';

/** The top of the route tree: auth lives inside the router so signing out can navigate. */
export function RootRoute() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}
