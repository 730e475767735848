import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp } from 'antd';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { createTrpcClient, trpc } from '../lib/trpc';
import { ThemeProvider } from './theme/ThemeProvider';

type TrpcClient = ReturnType<typeof createTrpcClient>;

export interface AppProvidersProps {
  children: ReactNode;
  /** The page's own (App.tsx: its query client restores the technician's saved answers) or a test's; else one of each is made for the page's lifetime. */
  queryClient?: QueryClient;
  trpcClient?: TrpcClient;
}

/** Everything a screen may rely on: its language, theme and antd settings, toasts, and the API client. */
export function AppProviders({ children, queryClient: givenQueryClient, trpcClient: givenTrpcClient }: AppProvidersProps) {
  const [queryClient] = useState(() => givenQueryClient ?? createQueryClient());
  const [trpcClient] = useState(() => givenTrpcClient ?? createTrpcClient());
  return (
    <LanguageProvider>
      <ThemeProvider>
        <AntdApp>
          <trpc.Provider client={trpcClient} queryClient={queryClient}>
            <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
          </trpc.Provider>
        </AntdApp>
      </ThemeProvider>
    </LanguageProvider>
  );
}
