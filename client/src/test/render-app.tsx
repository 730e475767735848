import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { createQueryClient } from '../lib/query-client';
import { createTrpcClient } from '../lib/trpc';
import { mockTrpcServer, type Handlers } from './trpc-mock';

function renderRoutes(routeObjects: RouteObject[], path: string, handlers: Handlers) {
  const server = mockTrpcServer(handlers);
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={createQueryClient()} trpcClient={createTrpcClient('/trpc')}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, server, user, pathname: () => router.state.location.pathname };
}

/**
 * The whole client at one path, with the real providers, routes and tRPC client; only the
 * server is a stand-in (see mockTrpcServer).
 */
export function renderApp(path: string, handlers: Handlers) {
  return renderRoutes(routes, path, handlers);
}

/** One component, at `path` (its query string is the component's URL state), with the same providers and stand-in server. */
export function renderComponent(element: ReactNode, handlers: Handlers, path = '/') {
  return renderRoutes([{ path: '*', element }], path, handlers);
}
