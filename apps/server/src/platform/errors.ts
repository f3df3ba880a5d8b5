/** An error that leaves the server as `{ detail }` with its status (and optional headers). */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail);
export const unauthorized = (detail = 'Not authenticated') =>
  new HttpError(401, detail, { 'WWW-Authenticate': 'Bearer' });
export const forbidden = (detail: string) => new HttpError(403, detail);
export const notFound = (detail = 'Not found') => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);
export const payloadTooLarge = (detail: string) => new HttpError(413, detail);
export const unsupportedMediaType = (detail: string) => new HttpError(415, detail);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, 'Too many requests. Please try again later.', {
    'Retry-After': String(retryAfterSeconds),
  });
export const notImplemented = (detail = 'Not implemented yet') => new HttpError(501, detail);
export const serviceUnavailable = (detail: string) => new HttpError(503, detail);
