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

export interface ScreenProvidersProps extends ApiProvidersProps {
  /** How long a toast stays (stories hold them, so screenshots are stable). @default 5000 */
  toastDuration?: number;
}

/** Everything a data screen needs around it: the API providers and the toasts. */
export function ScreenProviders({ api, children, toastDuration }: ScreenProvidersProps) {
  return (
    <ApiProviders api={api}>
      <ToastProvider {...(toastDuration === undefined ? {} : { duration: toastDuration })}>
        {children}
      </ToastProvider>
    </ApiProviders>
  );
}
