import { RouterProvider } from 'react-router-dom';
import { useState } from 'react';
import { restoreTechnicianAnswers } from '../features/technician/offline-cache';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

/** The page's query cache, with what the technician's phone saved restored before anything renders. */
function createPageQueryClient() {
  const queryClient = createQueryClient();
  restoreTechnicianAnswers(queryClient);
  return queryClient;
}

export function App() {
  const [router] = useState(createAppRouter);
  const [queryClient] = useState(createPageQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
