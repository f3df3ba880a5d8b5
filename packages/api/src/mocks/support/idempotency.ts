import { HttpResponse } from 'msw';
import { IDEMPOTENCY_KEY_PATTERN, PLATFORM_DETAILS } from '@wegrow/contract/details';
import { db, removeWhere } from '../db';
import { invalid } from './route';

/** How long a key's answer is replayed (the server's IDEMPOTENCY_TTL_MS). */
export const MOCK_IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

interface KeyedCall {
  request: Request;
  me(): { id: number };
}

/**
 * The server's `Idempotency-Key` (apps/server/src/platform/idempotency.ts) for a fake's write: the
 * first answer of each (member, key) is kept and answered again for the same key, with
 * `Idempotent-Replayed: true`, without running the write; an error answer keeps nothing; a
 * malformed key or one used for another operation is a 422.
 */
export function idempotent<C extends KeyedCall>(
  operationId: string,
  resolver: (context: C) => Response | Promise<Response>,
): (context: C) => Promise<Response> {
  return async (context) => {
    const key = context.request.headers.get('Idempotency-Key');
    if (key === null) return resolver(context);
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) invalid(PLATFORM_DETAILS.invalidIdempotencyKey);
    const userId = context.me().id;
    const expired = new Date(Date.now() - MOCK_IDEMPOTENCY_TTL_MS).toISOString();
    removeWhere(db.idempotency, (row) => row.created_at < expired);
    const first = db.idempotency.find((row) => row.user_id === userId && row.key === key);
    if (first) {
      if (first.operation_id !== operationId) invalid(PLATFORM_DETAILS.idempotencyKeyReused);
      const headers = new Headers({ 'Idempotent-Replayed': 'true' });
      if (first.content_type) headers.set('Content-Type', first.content_type);
      return new HttpResponse(first.status === 204 ? null : first.body, {
        status: first.status,
        headers,
      });
    }
    const answer = await resolver(context);
    db.idempotency.push({
      user_id: userId,
      key,
      operation_id: operationId,
      status: answer.status,
      body: await answer.clone().text(),
      content_type: answer.headers.get('Content-Type'),
      created_at: new Date().toISOString(),
    });
    return answer;
  };
}
