import { useEffect, useState } from 'react';

/**
 * The time relative times count from: `fixed` when given (stories, tests), else the current time,
 * renewed every minute so "just now" becomes "2 minutes ago" on an open page.
 */
export function useNow(fixed?: Date): Date {
  const [now, setNow] = useState(() => fixed ?? new Date());
  useEffect(() => {
    if (fixed) return undefined;
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, [fixed]);
  return fixed ?? now;
}
