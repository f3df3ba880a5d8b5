/**
 * The token version of each account, and whether its e-mail address is verified. An access token carries the version it was issued under (claim
 * `ver`); once the account's version has moved on (a password reset adds one) the token is refused,
 * so a reset ends every session at once instead of when the tokens expire.
 *
 * Cost and guarantee: the version is one primary-key read of `users`, cached per process for at most
 * `TOKEN_VERSION_CACHE_MS` per account. A change made by this process (`changed(userId)`, called
 * after the reset's transaction commits) drops the entry at once, and a read that was under way
 * meanwhile is not cached, so here an old token is refused from the next request on. Another process
 * sharing the PostgreSQL database notices within `TOKEN_VERSION_CACHE_MS` (5 s).
 */
import { eq } from 'drizzle-orm';
import type { Clock } from './clock';
import type { Db } from './db';
import { users } from './schema';

/** How long a process may go on trusting a version it read. */
export const TOKEN_VERSION_CACHE_MS = 5_000;
/** At most this many accounts are cached (the oldest entry goes first). */
const MAX_CACHED_ACCOUNTS = 10_000;

/** What the database says of an account, for the checks of each request. */
export interface AccountState {
  version: number;
  /** Whether the e-mail address is verified (roles and posting where others read need it). */
  verified: boolean;
}

interface Cached {
  /** null: there is no such account. */
  state: AccountState | null;
  readAt: number;
}

export class TokenVersions {
  private readonly cache = new Map<number, Cached>();
  /** Counts `changed()` calls, so a read that overlapped one is not cached. */
  private changes = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ttlMs: number = TOKEN_VERSION_CACHE_MS,
  ) {}

  /** The account's current version, or null when the account does not exist. */
  async current(userId: number): Promise<number | null> {
    return (await this.state(userId))?.version ?? null;
  }

  /** The account's current version and verification, or null when the account does not exist. */
  async state(userId: number): Promise<AccountState | null> {
    const now = this.clock().getTime();
    const cached = this.cache.get(userId);
    if (cached && now - cached.readAt < this.ttlMs && now >= cached.readAt) return cached.state;

    const changesBefore = this.changes;
    const [row] = await this.db
      .select({ version: users.tokenVersion, verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, userId));
    const state = row ? { version: row.version, verified: row.verifiedAt !== null } : null;
    if (this.changes === changesBefore) {
      this.cache.delete(userId);
      this.cache.set(userId, { state, readAt: now });
      if (this.cache.size > MAX_CACHED_ACCOUNTS) {
        const oldest = this.cache.keys().next();
        if (!oldest.done) this.cache.delete(oldest.value);
      }
    }
    return state;
  }

  /**
   * The account's version or verification was changed in the database (after the commit): forget
   * what was read.
   */
  changed(userId: number): void {
    this.changes += 1;
    this.cache.delete(userId);
  }
}
