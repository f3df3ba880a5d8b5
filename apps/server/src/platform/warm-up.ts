import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from './schema';

/**
 * The address the warm-up's requests come from (a documentation address, RFC 5737): its hits on
 * the rate limits are its own, never a real client's.
 */
export const WARM_UP_ADDRESS = '192.0.2.1';

/** The public reads many people load (also filled into the response cache). */
const PUBLIC_READS = [
  '/api/health',
  '/api/blog',
  '/api/forum/threads',
  '/api/we-dream/collective',
  '/api/gardens',
  // Refused without a token: the auth path's 401.
  '/api/journal',
];

/** Signed-in reads (GET only: the warm-up changes nothing), made as the first account. */
const SIGNED_IN_READS = (userId: number) => [
  '/api/auth/account/me',
  '/api/journal',
  `/api/inbox/unread/${userId}`,
  `/api/inbox/${userId}`,
  '/api/projects',
  '/api/grocery-list/grocery-list',
  '/api/communities/list?membership=mine',
];

export interface WarmUpResult {
  requests: number;
  ms: number;
  /** Each read of the first round and its status (a test checks the reads still exist). */
  answers: { url: string; signedIn: boolean; status: number }[];
}

/**
 * Warms a freshly built server before it takes traffic (main.ts, before `listen`): opens the
 * database pool's connections, then sends `rounds` rounds of the main reads through the app
 * in-process (`inject`) — the public ones, and the signed-in ones as the first account when there
 * is one — so V8 has compiled the hot paths, the prepared statements are prepared and the public
 * reads are in the response cache. A cold process answered its first seconds under load in up to
 * 1.7 s (docs/performance.md); a warmed one does not keep a proxy's first requests waiting. Only
 * GETs: nothing is changed. An answer's status does not matter here (a 401 warms the auth path).
 */
export async function warmUp(
  app: FastifyInstance,
  rounds: number,
  poolSize: number,
): Promise<WarmUpResult> {
  const started = performance.now();
  if (rounds <= 0) return { requests: 0, ms: 0, answers: [] };
  const { database, tokens } = app.services;
  // Every connection of the pool, opened at once.
  await Promise.all(Array.from({ length: poolSize }, () => database.ping()));

  const [first] = await database.db
    .select({ id: users.id, email: users.email, tokenVersion: users.tokenVersion })
    .from(users)
    .orderBy(asc(users.id))
    .limit(1);
  const signedIn = first
    ? { token: await tokens.issue(first), urls: SIGNED_IN_READS(first.id) }
    : undefined;

  const reads = [
    ...PUBLIC_READS.map((url) => ({ url, signedIn: false })),
    ...(signedIn?.urls ?? []).map((url) => ({ url, signedIn: true })),
  ];
  let answers: WarmUpResult['answers'] = [];
  let requests = 0;
  // Its requests are not logged one by one (each request's logger is a child taken at its start).
  const level = app.log.level;
  app.log.level = 'warn';
  try {
    await sendRounds();
  } finally {
    app.log.level = level;
  }
  return { requests, ms: Math.round(performance.now() - started), answers };

  async function sendRounds() {
    for (let round = 0; round < rounds; round += 1) {
      const statuses = await Promise.all(
        reads.map(async ({ url, signedIn: asMember }) => {
          const res = await app.inject({
            method: 'GET',
            url,
            remoteAddress: WARM_UP_ADDRESS,
            ...(asMember && signedIn
              ? { headers: { authorization: `Bearer ${signedIn.token}` } }
              : {}),
          });
          return res.statusCode;
        }),
      );
      if (round === 0) answers = reads.map((read, i) => ({ ...read, status: statuses[i] ?? 0 }));
      requests += reads.length;
    }
  }
}
