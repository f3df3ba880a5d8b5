/**
 * Whether the login an access token was issued for has ended. A token carries its login as `sid`
 * (the family of refresh tokens that login started); a logout, a refresh token presented twice
 * (reuse) or a password reset revokes the family, and from then on every access token of that
 * login is refused (401 `sessionEnded`) instead of working on until it expires (15 minutes).
 *
 * The logins are the auth domain's (its refresh tokens): that domain says how to read them
 * (`readFrom`) when it is built, before any request is served.
 *
 * Cost and guarantee, as platform/token-versions.ts: one small read by the family index per login,
 * cached per process for at most `LOGIN_CACHE_MS`. A login this process ended (`ended`, or every
 * login of an account with `endedOfAccount`, called after the commit) is forgotten at once, and a
 * read that was under way meanwhile is not cached, so here its tokens are refused from the next
 * request on. Another process sharing the PostgreSQL database notices within `LOGIN_CACHE_MS`
 * (5 s). An ended login never comes back (a revoked family stays revoked), so that answer is kept
 * until the entry is pushed out.
 */
import type { Clock } from './clock';
import { TOKEN_VERSION_CACHE_MS } from './token-versions';

/** How long a process may go on trusting that a login is still open. */
export const LOGIN_CACHE_MS = TOKEN_VERSION_CACHE_MS;
/** At most this many logins are cached (the oldest entry goes first). */
const MAX_CACHED_LOGINS = 10_000;

/** Of the given logins (access tokens' `sid`), those that ended: read from the database, uncached. */
export type EndedLogins = (sessionIds: readonly string[]) => Promise<Set<string>>;

interface Cached {
  ended: boolean;
  /** The account the login belongs to (so a reset forgets all of that account's). */
  userId: number;
  readAt: number;
}

export class LoginSessions {
  private lookup: EndedLogins | null = null;
  private readonly cache = new Map<string, Cached>();
  /** Counts `ended()` and `endedOfAccount()` calls, so a read that overlapped one is not cached. */
  private changes = 0;

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number = LOGIN_CACHE_MS,
  ) {}

  /** Where the logins are read (the auth domain's refresh tokens); set once, when it is built. */
  readFrom(lookup: EndedLogins): void {
    this.lookup = lookup;
  }

  /** Whether the login `sessionId` of the account `userId` has ended (cached, see above). */
  async hasEnded(sessionId: string, userId: number): Promise<boolean> {
    const now = this.clock().getTime();
    const cached = this.cache.get(sessionId);
    if (
      cached &&
      cached.userId === userId &&
      (cached.ended || (now - cached.readAt < this.ttlMs && now >= cached.readAt))
    )
      return cached.ended;

    if (!this.lookup) throw new Error('the logins cannot be read yet (no auth domain)');
    const changesBefore = this.changes;
    const ended = (await this.lookup([sessionId])).has(sessionId);
    if (this.changes === changesBefore) {
      this.cache.delete(sessionId);
      this.cache.set(sessionId, { ended, userId, readAt: now });
      if (this.cache.size > MAX_CACHED_LOGINS) {
        const oldest = this.cache.keys().next();
        if (!oldest.done) this.cache.delete(oldest.value);
      }
    }
    return ended;
  }

  /** This process ended the login (a logout, a reuse), after the commit: forget what was read. */
  ended(sessionId: string): void {
    this.changes += 1;
    this.cache.delete(sessionId);
  }

  /** This process ended every login of the account (a password reset), after the commit. */
  endedOfAccount(userId: number): void {
    this.changes += 1;
    for (const [sessionId, cached] of this.cache)
      if (cached.userId === userId) this.cache.delete(sessionId);
  }
}
