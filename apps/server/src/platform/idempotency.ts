/**
 * `Idempotency-Key` on a signed-in member's writes (the grocery list's and the journal's, which the
 * site's offline queue replays: docs/offline.md). The first request with a key runs and its answer
 * (status and body) is kept; a later request of the same member with the same key gets that
 * answer again and changes nothing. While the first is still running, a second gets 409. A failed
 * first request (an error answer) keeps nothing, so it may be retried with the same key. Keys are
 * per member, kept for a day (`IDEMPOTENCY_TTL_MS`), then forgotten.
 */
import { IDEMPOTENCY_KEY_PATTERN, PLATFORM_DETAILS } from '@wegrow/contract/details';
import { and, eq, lt } from 'drizzle-orm';
import type { Clock } from './clock';
import type { Db } from './db';
import { conflict, unprocessable } from './errors';
import { answer, answerParts, type Handler, type OperationId, type Result } from './operations';
import { idempotencyKeys, type Json } from './schema';

/** How long a key's answer is replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** The header, as Fastify lower-cases it. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** The request's key: undefined when absent; a 422 when it is not a valid key. */
export function idempotencyKeyOf(headers: Record<string, unknown>): string | undefined {
  const value = headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value))
    throw unprocessable(PLATFORM_DETAILS.invalidIdempotencyKey);
  return value;
}

export class IdempotencyKeys {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * The handler of a signed-in write, answering a replayed `Idempotency-Key` with the first answer.
   * Without the header it is the handler itself.
   */
  wrap<Id extends OperationId>(
    operationId: Id,
    handler: Handler<Id, 'required'>,
  ): Handler<Id, 'required'> {
    return async (input, reply) => {
      const key = idempotencyKeyOf(input.request.headers);
      if (key === undefined) return handler(input, reply);
      const userId = input.user.id;
      const now = this.clock();
      await this.db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)));
      const [claimed] = await this.db
        .insert(idempotencyKeys)
        .values({ userId, key, operationId, createdAt: now })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
      if (!claimed) {
        const [first] = await this.db.select().from(idempotencyKeys).where(mine);
        if (!first) throw conflict(PLATFORM_DETAILS.idempotencyKeyInProgress);
        if (first.operationId !== operationId)
          throw unprocessable(PLATFORM_DETAILS.idempotencyKeyReused);
        if (first.status === null) throw conflict(PLATFORM_DETAILS.idempotencyKeyInProgress);
        void reply.header('idempotent-replayed', 'true');
        const body = first.body ?? undefined;
        // The answer the first request returned, as that request's handler gave it (its type
        // is the operation's: it was that operation's answer).
        return (first.status === 200 ? body : answer(first.status, body)) as Result<Id>;
      }
      let result: Result<Id>;
      try {
        result = await handler(input, reply);
      } catch (error) {
        await this.db.delete(idempotencyKeys).where(mine);
        throw error;
      }
      const { status, body } = answerParts(result);
      await this.db
        .update(idempotencyKeys)
        .set({
          status,
          body: body === undefined ? null : (JSON.parse(JSON.stringify(body)) as Json),
        })
        .where(mine);
      return result;
    };
  }
}
