import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { createQueryClient } from '../lib/query-client';
import { createTrpcClient } from '../lib/trpc';
import { mockTrpcServer, type Handlers } from './trpc-mock';

/**
 * The whole client at one path, with the real providers, routes and tRPC client; only the
 * server is a stand-in (see mockTrpcServer).
 */
export function renderApp(path: string, handlers: Handlers) {
  const server = mockTrpcServer(handlers);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={createQueryClient()} trpcClient={createTrpcClient('/trpc')}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, server, user, pathname: () => router.state.location.pathname };
}
