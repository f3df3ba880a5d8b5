/**
 * The session checks shared by the communities' live streams (the chat's and the join request's).
 * A stream's bearer token is checked only when it opens, so the stream itself ends with the session
 * it was opened in (`event: closed`, reason `expired` or `session_ended`):
 * - at the access token's expiry (`exp`, at most 15 minutes): the client reconnects with a fresh
 *   token (its refresh flow);
 * - when the account's token version moves on (a password reset), or the login the token was
 *   issued for ends (its `sid`, a refresh-token family revoked by a logout, a reuse or a reset):
 *   at once in the process that made the change (`AccessTokens.onSessionsChanged`), in every
 *   process before the stream delivers anything more (`live()` reads the database, uncached), and
 *   within `SESSION_CHECK_MS` otherwise (a periodic check while any stream is followed);
 * - a stream is not opened for a login that already ended (`refuseEnded`: 401, read now, since the
 *   request's own check may be 5 s old). Older tokens without `sid` end at their expiry or with
 *   the token version.
 */
import { PLATFORM_DETAILS } from '@wegrow/contract/details';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TokenSession } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { unauthorized } from '../../platform/errors';
import { users } from '../../platform/schema';
import type { EndedLogins } from '../../platform/sessions';
import { TOKEN_VERSION_CACHE_MS } from '../../platform/token-versions';

/** Every followed stream's session (token expiry, token version, login) is checked this often. */
export const SESSION_CHECK_MS = TOKEN_VERSION_CACHE_MS;
/** The longest a timer may wait (setTimeout's limit). */
const MAX_TIMER_MS = 2_147_483_647;

/** Why a stream ended with its session: its token expired, or its sessions were ended. */
export type SessionEnd = 'expired' | 'session_ended';

/** An open stream, as its session checks see it. */
export interface SessionBound {
  readonly userId: number;
  /** The token the stream was opened with: its account token version, login and expiry. */
  readonly session: TokenSession;
  readonly stream: { readonly writableEnded: boolean };
}

export class StreamSessions<S extends SessionBound> {
  /** The followed streams, each with the timer set at its token's expiry. */
  private readonly expiries = new Map<S, NodeJS.Timeout>();
  private periodic: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** Of these logins (access tokens' `sid`), those that ended (read from the database). */
    private readonly endedLogins: EndedLogins,
    /** Tells of an account whose sessions this process changed (`AccessTokens.onSessionsChanged`). */
    onSessionsChanged: (listener: (userId: number) => void) => void,
    /** Ends one stream: `event: closed` with the reason, then the end of the stream. */
    private readonly end: (stream: S, reason: SessionEnd) => void,
    private readonly log: FastifyBaseLogger,
  ) {
    onSessionsChanged((userId) => void this.check(userId));
  }

  /** 401 when the login the token was issued for has ended (read now, not cached). */
  async refuseEnded(session: TokenSession): Promise<void> {
    if (session.sessionId !== null && (await this.endedLogins([session.sessionId])).size > 0)
      throw unauthorized(PLATFORM_DETAILS.sessionEnded);
  }

  /**
   * Follows an open stream's session until `forget`: it ends at its token's expiry (a timer), and
   * by the checks above. False when the token has already expired: the stream was ended (`expired`)
   * and is not followed.
   */
  follow(holder: S): boolean {
    const untilExpiry = holder.session.expiresAt * 1000 - this.clock().getTime();
    if (untilExpiry <= 0) {
      this.end(holder, 'expired');
      return false;
    }
    const timer = setTimeout(
      () => this.finish(holder, 'expired'),
      Math.min(untilExpiry, MAX_TIMER_MS),
    );
    timer.unref();
    this.expiries.set(holder, timer);
    if (!this.periodic) {
      this.periodic = setInterval(() => void this.check(), SESSION_CHECK_MS);
      this.periodic.unref();
    }
    return true;
  }

  /** The stream ended (or closed): its session is no longer followed. */
  forget(holder: S): void {
    clearTimeout(this.expiries.get(holder));
    this.expiries.delete(holder);
    if (this.expiries.size === 0 && this.periodic) {
      clearInterval(this.periodic);
      this.periodic = null;
    }
  }

  /**
   * Ends the followed streams whose session is over (of one user, or of everyone). Runs every
   * `SESSION_CHECK_MS` and at once for an account whose sessions this process changed; a failed
   * read is logged (the next check tries again).
   */
  async check(userId?: number): Promise<void> {
    const holders = [...this.expiries.keys()].filter(
      (holder) => userId === undefined || holder.userId === userId,
    );
    try {
      await this.live(holders);
    } catch (error) {
      this.log.error({ err: error }, 'stream session check failed');
    }
  }

  /**
   * Before a delivery: ends the given streams whose token expired, whose account's token version is
   * no longer the one their token carries (or whose account is gone), or whose login ended, all
   * read from the database (another process may have changed them). Returns the streams that go on.
   */
  async live<T extends S>(holders: readonly T[]): Promise<T[]> {
    const open = holders.filter((holder) => !holder.stream.writableEnded);
    if (open.length === 0) return [];
    const now = this.clock().getTime();
    const ids = [...new Set(open.map((holder) => holder.userId))];
    const [rows, ended] = await Promise.all([
      this.db
        .select({ id: users.id, version: users.tokenVersion })
        .from(users)
        .where(inArray(users.id, ids)),
      this.endedLogins(
        open.flatMap(({ session }) => (session.sessionId === null ? [] : [session.sessionId])),
      ),
    ]);
    const versions = new Map(rows.map((row) => [row.id, row.version]));
    const goOn: T[] = [];
    for (const holder of open) {
      if (holder.stream.writableEnded) continue;
      const { version, sessionId, expiresAt } = holder.session;
      if (versions.get(holder.userId) !== version || (sessionId !== null && ended.has(sessionId)))
        this.finish(holder, 'session_ended');
      else if (now >= expiresAt * 1000) this.finish(holder, 'expired');
      else goOn.push(holder);
    }
    return goOn;
  }

  /** Stops following every stream (the server is stopping; the streams are ended by their owner). */
  stop(): void {
    for (const timer of this.expiries.values()) clearTimeout(timer);
    this.expiries.clear();
    if (this.periodic) clearInterval(this.periodic);
    this.periodic = null;
  }

  private finish(holder: S, reason: SessionEnd): void {
    this.forget(holder);
    this.end(holder, reason);
  }
}
