import { toApiError } from '@wegrow/api';
import { useToast } from '@wegrow/ui';
import { useMemo } from 'react';
import { useToastDuration } from '../../session/api/ApiProviders';

/** How long a success or a note stays (long enough for a two-line server message). */
export const NOTE_MS = 8000;

/**
 * The meal screens' alerts of the spec as toasts (spec 1 §8): the server's `message` on success;
 * a failure's spec text with the server's detail under it, which stays until dismissed; and notes
 * such as 'Please select at least one recipe.'.
 */
export function useMealToasts() {
  const { toast } = useToast();
  const noteMs = useToastDuration(NOTE_MS);
  const failureMs = useToastDuration(Number.POSITIVE_INFINITY);
  return useMemo(
    () => ({
      /** A success: the server's message, as it came. */
      success(message: string) {
        toast({ title: message, tone: 'success', duration: noteMs });
      },
      /** A failure: the spec's words, and why (the server's detail) when there is an error. */
      failure(title: string, error?: unknown) {
        const detail = error === undefined ? undefined : toApiError(error).detail;
        toast({
          title,
          tone: 'error',
          duration: failureMs,
          ...(detail ? { description: detail } : {}),
        });
      },
      /** Something to know before trying again (a rule of the spec). */
      note(title: string) {
        toast({ title, tone: 'warning', duration: noteMs });
      },
    }),
    [toast, noteMs, failureMs],
  );
}
