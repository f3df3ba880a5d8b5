/**
 * Every failed call, whatever its cause, as `{ status, detail }`: the server's `{ detail }` body
 * with the HTTP status, or a clear sentence when the body is not the contract's error body, or
 * status 0 when the server could not be reached.
 */
export class ApiError extends Error {
  /** The HTTP status, or 0 when no response arrived (network failure). */
  readonly status: number;
  /** A human-readable explanation, safe to show to the user. */
  readonly detail: string;

  constructor(status: number, detail: string) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
  }
}

/** The detail shown when no response arrived. */
export const NETWORK_ERROR_DETAIL =
  'Could not reach the server. Check your connection and try again.';

function detailOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('detail' in body)) return null;
  const { detail } = body;
  if (typeof detail === 'string' && detail.trim() !== '') return detail;
  // Validation errors of FastAPI-style servers: a list of { msg }.
  if (Array.isArray(detail)) {
    const messages = detail
      .map((item: unknown) =>
        typeof item === 'object' && item !== null && 'msg' in item && typeof item.msg === 'string'
          ? item.msg
          : null,
      )
      .filter((msg): msg is string => msg !== null);
    if (messages.length) return messages.join(' ');
  }
  return null;
}

function unexpectedBodyDetail(response: Response): string {
  const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  return `The server answered with an unexpected response (${status}).`;
}

/**
 * Turns anything a call can produce into an {@link ApiError}: an openapi-fetch `error` with its
 * `response`, an already-normalised error, a thrown network error, or an unknown value.
 */
export function toApiError(error: unknown, response?: Response): ApiError {
  if (error instanceof ApiError) return error;
  const detail = detailOf(error);
  if (response) return new ApiError(response.status, detail ?? unexpectedBodyDetail(response));
  if (detail !== null) return new ApiError(0, detail);
  return new ApiError(0, NETWORK_ERROR_DETAIL);
}

/** True for the error a fetch throws when its signal aborts (React Query cancels this way). */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
  );
}
