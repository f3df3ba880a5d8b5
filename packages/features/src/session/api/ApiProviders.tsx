import { QueryClientProvider } from '@tanstack/react-query';
import { ApiProvider } from '@wegrow/api';
import { ToastProvider } from '@wegrow/ui';
import type { ReactNode } from 'react';
import type { SessionApi } from './sessionApi';

export interface ApiProvidersProps {
  api: SessionApi;
  children?: ReactNode;
}

/** The query cache and the API client (`useApi()`) of a session, for the screens below. */
export function ApiProviders({ api, children }: ApiProvidersProps) {
  return (
    <QueryClientProvider client={api.queryClient}>
      <ApiProvider client={api.client}>{children}</ApiProvider>
    </QueryClientProvider>
  );
}

/** Everything a data screen needs around it: the API providers and the toasts. */
export function ScreenProviders({ api, children }: ApiProvidersProps) {
  return (
    <ApiProviders api={api}>
      <ToastProvider>{children}</ToastProvider>
    </ApiProviders>
  );
}
