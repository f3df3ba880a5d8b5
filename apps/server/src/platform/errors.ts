import { PLATFORM_DETAILS } from '@wegrow/contract/details';

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
export const unauthorized = (detail: string = PLATFORM_DETAILS.notAuthenticated) =>
  new HttpError(401, detail, { 'WWW-Authenticate': 'Bearer' });
export const forbidden = (detail: string) => new HttpError(403, detail);
export const notFound = (detail = 'Not found') => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);
/** A value breaks a rule of the contract or of the product. */
export const unprocessable = (detail: string) => new HttpError(422, detail);
export const payloadTooLarge = (detail: string) => new HttpError(413, detail);
export const unsupportedMediaType = (detail: string) => new HttpError(415, detail);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, PLATFORM_DETAILS.tooManyRequests, {
    'Retry-After': String(retryAfterSeconds),
  });
export const notImplemented = (detail: string = PLATFORM_DETAILS.notImplemented) =>
  new HttpError(501, detail);
export const badGateway = (detail: string) => new HttpError(502, detail);
export const serviceUnavailable = (detail: string) => new HttpError(503, detail);
