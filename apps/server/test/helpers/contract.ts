import { errorBodyProblem, responseProblem } from '@wegrow/contract/validation';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

function mediaTypeOf(res: LightMyRequestResponse): string | null {
  const header = res.headers['content-type'];
  return header === undefined ? null : (String(header).split(';')[0]?.trim() ?? null);
}

function bodyOf(res: LightMyRequestResponse, mediaType: string | null): unknown {
  if (res.body === '') return undefined;
  return mediaType === 'application/json' ? res.json() : res.body;
}

/**
 * Checks a response against the contract (@wegrow/contract, the same index the server routes
 * with): its status must be documented for the operation, its media type declared, and a JSON
 * body must validate against the schema (JSON Schema 2020-12).
 */
export function expectMatchesContract(res: LightMyRequestResponse, operationId: string): void {
  const mediaType = mediaTypeOf(res);
  expect(
    responseProblem(operationId, res.statusCode, mediaType, bodyOf(res, mediaType)),
  ).toBeNull();
}

/**
 * For platform-wide answers the contract does not list on every operation (413 body too large,
 * 415 media type, 501 not built yet): the body must still be the contract's `Error`.
 */
export function expectErrorBody(res: LightMyRequestResponse): void {
  const mediaType = mediaTypeOf(res);
  expect(errorBodyProblem(mediaType, bodyOf(res, mediaType))).toBeNull();
}
