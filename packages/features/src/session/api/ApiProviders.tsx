import { QueryClientProvider } from '@tanstack/react-query';
import { ApiProvider } from '@wegrow/api';
import { ToastProvider } from '@wegrow/ui';
import { createContext, useContext, type ReactNode } from 'react';
import { useResendToastAction } from '../../auth';
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
  /**
   * How long every toast stays, even one that asks for its own duration (stories hold them until
   * they end, so screenshots are stable). @default 5000, or the toast's own duration
   */
  toastDuration?: number;
}

/** `ScreenProviders`' `toastDuration`, when given. */
const HeldToasts = createContext<number | undefined>(undefined);

/**
 * How long a toast that asks for `ms` stays: `ms`, unless the screen's providers hold every toast
 * for a set time (`toastDuration`: stories).
 */
export function useToastDuration(ms: number): number {
  return useContext(HeldToasts) ?? ms;
}

/** The toasts, where a refusal to an unverified address offers a new link (`useResendToastAction`). */
function ScreenToasts({ children, duration }: { children?: ReactNode; duration?: number }) {
  const actionFor = useResendToastAction();
  return (
    <ToastProvider {...(duration === undefined ? {} : { duration })} actionFor={actionFor}>
      {children}
    </ToastProvider>
  );
}

/** Everything a data screen needs around it: the API providers and the toasts. */
export function ScreenProviders({ api, children, toastDuration }: ScreenProvidersProps) {
  return (
    <ApiProviders api={api}>
      <HeldToasts.Provider value={toastDuration}>
        <ScreenToasts {...(toastDuration === undefined ? {} : { duration: toastDuration })}>
          {children}
        </ScreenToasts>
      </HeldToasts.Provider>
    </ApiProviders>
  );
}
