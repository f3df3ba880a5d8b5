import { createContext, useContext, type ReactNode } from 'react';
import type { RouteId } from './paths';

/** Whether a route's screen is not built yet (it shows the coming-soon page). */
export type IsComingSoon = (id: RouteId) => boolean;

const RouteStatusContext = createContext<IsComingSoon>(() => false);

export interface RouteStatusProviderProps {
  /** Reads the route table: `isComingSoonRoute` of `@wegrow/features/routes`. */
  isComingSoon: IsComingSoon;
  children?: ReactNode;
}

/**
 * Tells the links below which routes are not built yet, so they carry a "Soon" tag and the
 * coming-soon page recommends only open tools. The shell provides it from the route table; a
 * context, because the screens that link to tools are themselves loaded by that table.
 */
export function RouteStatusProvider({ isComingSoon, children }: RouteStatusProviderProps) {
  return <RouteStatusContext.Provider value={isComingSoon}>{children}</RouteStatusContext.Provider>;
}

/** The route status of the nearest provider (without one, every route counts as open). */
export function useIsComingSoon(): IsComingSoon {
  return useContext(RouteStatusContext);
}
