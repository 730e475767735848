import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { AuthProvider } from '../../features/auth/AuthProvider';

/**
 * The top of the route tree: auth lives inside the router so signing out can navigate. A screen
 * whose words in the chosen language are still on their way shows nothing for that moment.
 */
export function RootRoute() {
  return (
    <AuthProvider>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </AuthProvider>
  );
}
