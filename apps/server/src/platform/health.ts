import { PLATFORM_DETAILS } from '@wegrow/contract/details';
import { type AiEngine } from './ai';
import type { Database } from './db';
import { serviceUnavailable } from './errors';
import { defineOperations, type Operations } from './operations';

/**
 * `getHealth`: 200 while the database answers, 503 otherwise; says which database it is (the
 * embedded PostgreSQL, PGlite, or DATABASE_URL's PostgreSQL: never its address) and which AI
 * engine answers (the local engine, or a provider's model: never its address nor its key).
 */
export function healthOperations(
  database: Pick<Database, 'ping' | 'engine'>,
  ai: AiEngine,
): Operations {
  return defineOperations({
    getHealth: {
      auth: 'none',
      async handler() {
        try {
          await database.ping();
        } catch {
          throw serviceUnavailable(PLATFORM_DETAILS.healthDatabaseUnavailable);
        }
        return { status: 'ok', database: database.engine, ai };
      },
    },
  });
}
